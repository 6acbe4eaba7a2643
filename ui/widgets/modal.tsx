import { type ReactNode, useEffect, useRef } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { CloseButton } from './close-button'
import { rememberOpener, returnFocus } from './focus-return'
import { theme } from '../theme/theme'

type Props = {
  readonly title: ReactNode
  readonly onClose: () => void
  readonly children: ReactNode
  readonly footer?: ReactNode
  readonly width?: number
  /** false: no close button and Esc does nothing (a step the user must not leave, e.g. a payment in flight). */
  readonly closable?: boolean
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog: labelled by its title, focus kept inside (Tab wraps), Esc closes, and focus
 * returns to what opened it when it closes (`focus-return.ts`: also when the opener was disabled,
 * drawn again or sat in another modal).
 */
export const Modal = ({ title, onClose, children, footer, width = 520, closable = true }: Props) => {
  const id = useUniqueId()
  const box = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const opener = rememberOpener(box.current)
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? box.current)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // A part that closes itself on Esc (a date picker's calendar) keeps it.
        if (e.target instanceof Element && e.target.closest('[data-own-escape]') !== null) return
        e.stopPropagation()
        close.current()
        return
      }
      if (e.key !== 'Tab' || box.current === null) return
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) {
        e.preventDefault()
        return
      }
      const firstItem = items[0]
      const lastItem = items[items.length - 1]
      if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault()
        lastItem?.focus()
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault()
        firstItem?.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      returnFocus(opener)
    }
  }, [])

  return createPortal(
    <Overlay onMouseDown={(e) => closable && e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} style={{ maxWidth: width }}>
        <Head>
          <h2 id={`${id}-title`}>{title}</h2>
          {closable ? (
            <ModalClose>
              <CloseButton onClick={onClose} />
            </ModalClose>
          ) : null}
        </Head>
        <Body>{children}</Body>
        {footer === undefined ? null : <Foot>{footer}</Foot>}
      </Box>
    </Overlay>,
    document.body,
  )
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${theme.scrim};
  /* On a phone a modal is a sheet at the bottom: the top stays free for toasts. */
  @media (max-width: ${theme.phone}) {
    place-items: end center;
    padding: 96px 0 0;
  }
`
const Box = styled.div`
  width: 100%;
  max-height: calc(100vh - 32px);
  @media (max-width: ${theme.phone}) {
    max-height: calc(100vh - 96px);
    border-radius: 14px 14px 0 0;
  }
  overflow: auto;
  background: ${theme.color.surface};
  border-radius: 14px;
  box-shadow: ${theme.shadowRaised};
  &:focus {
    outline: none;
  }
`
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px 0;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`
const ModalClose = styled.span`
  color: ${theme.color.muted};
  button {
    font-size: 22px;
  }
`
const Body = styled.div`
  padding: 16px 20px;
`
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 0 20px 16px;
`
