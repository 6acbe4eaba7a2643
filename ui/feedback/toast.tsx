import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { CloseButton } from '../widgets/close-button'
import { TOAST_MS } from '../../core/shared/constants'
import { TOAST_ERROR_DEFAULT, TOAST_SUCCESS_DEFAULT } from '../../core/shared/messages'
import { theme } from '../theme/theme'

type ToastKind = 'success' | 'error'
type Toast = { readonly id: number; readonly kind: ToastKind; readonly message: string }

/** Anything that may carry a server message: a string, an Error, a tagged failure `{ message }`. */
export type ToastMessageSource = string | { readonly message?: unknown } | null | undefined

export type ToastApi = {
  /** A success toast for 4 seconds; 'Success' when no message is given. */
  readonly success: (message?: string) => void
  /** An error toast for 4 seconds (gone sooner when the page changes); the server's message when there is one, else 'Something went wrong!'. */
  readonly error: (source?: ToastMessageSource) => void
}

const messageOf = (source: ToastMessageSource): string | undefined => {
  if (typeof source === 'string') return source.trim() === '' ? undefined : source
  if (source !== null && source !== undefined && typeof source.message === 'string' && source.message.trim() !== '') return source.message
  return undefined
}

const Ctx = createContext<ToastApi | null>(null)
/** Clears the error toasts: what went wrong on a page is not news on the next one. */
const LeavePage = createContext<(() => void) | null>(null)

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<readonly Toast[]>([])
  const next = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), [])
  const dismissErrors = useCallback(() => setToasts((ts) => (ts.some((t) => t.kind === 'error') ? ts.filter((t) => t.kind !== 'error') : ts)), [])
  const push = useCallback((kind: ToastKind, message: string) => {
    const id = next.current++
    setToasts((ts) => [...ts, { id, kind, message }])
  }, [])
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', messageOf(message) ?? TOAST_SUCCESS_DEFAULT),
      error: (source) => push('error', messageOf(source) ?? TOAST_ERROR_DEFAULT),
    }),
    [push],
  )
  return (
    <Ctx.Provider value={api}>
      <LeavePage.Provider value={dismissErrors}>{children}</LeavePage.Provider>
      <Region aria-label="Notifications">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={dismiss} />
        ))}
      </Region>
    </Ctx.Provider>
  )
}

/**
 * Every toast leaves after 4 seconds (the spec's toast time), success and error alike; the time
 * starts again while the pointer is on it or it has focus, so it can be read to the end or closed.
 */
const ToastItem = ({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) => {
  const [held, setHeld] = useState(false)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  useEffect(() => {
    if (held) return
    const t = setTimeout(() => close.current(toast.id), TOAST_MS)
    return () => clearTimeout(t)
  }, [toast.id, held])
  return (
    <Item
      role={toast.kind === 'error' ? 'alert' : 'status'}
      $kind={toast.kind}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{toast.message}</span>
      <CloseButton label="Close notification" onClick={() => onClose(toast.id)} />
    </Item>
  )
}

/**
 * Placed inside the router: when the page (the address's path) changes, the error toasts of the
 * page left go with it. Success toasts stay their 4 seconds (an action that moves on to another
 * page, e.g. a sale that opens the profile, still says it worked).
 */
export const ToastsFollowNavigation = ({ pathname }: { readonly pathname: string }) => {
  const leave = useContext(LeavePage)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    leave?.()
  }, [pathname, leave])
  return null
}

export const useToast = (): ToastApi => {
  const v = useContext(Ctx)
  if (v === null) throw new Error('useToast must be called inside <ToastProvider>')
  return v
}

/**
 * Toasts sit above an open modal (its refusal must stay readable) but never on its buttons: at the
 * bottom right beside a centred modal on a desktop, at the top on a phone, where modals open as a
 * sheet from the bottom (ui/widgets/modal.tsx).
 */
const Region = styled.section`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 70;
  display: grid;
  gap: 8px;
  max-width: min(340px, calc(100vw - 32px));
  @media (max-width: ${theme.phone}) {
    bottom: auto;
    top: 8px;
    left: 8px;
    right: 8px;
    max-width: none;
  }
`
const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  color: ${theme.color.onStatus};
  background: ${(p) => (p.$kind === 'success' ? theme.color.success : theme.color.danger)};
  box-shadow: ${theme.shadowRaised};
`
