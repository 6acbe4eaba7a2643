import { type ComponentProps, type MouseEvent, useEffect, useRef } from 'react'
import { BUTTON_GUARD_MS } from '../../core/shared/constants'
import { Button } from './button'

type Props = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  readonly onClick: (e: MouseEvent<HTMLButtonElement>) => void
  /** Quiet period after an accepted click (5 s by default). */
  readonly guardMs?: number
}

/** Where an edit ends the guard: the button's form, else the dialog it sits in. */
const editScope = (b: HTMLButtonElement): HTMLElement | null => b.form ?? b.closest<HTMLElement>('[role="dialog"]')

/**
 * A submit button that ignores repeat clicks for 5 seconds: the leading click goes through,
 * clicks inside the quiet period are dropped and do not extend it. Editing any field of the
 * button's form (or of its dialog) ends the quiet period: a corrected entry (an OTP after 'Invalid
 * OTP', a fixed field) is a new submission and goes through at once.
 */
export const SubmitButton = ({ onClick, guardMs = BUTTON_GUARD_MS, type = 'submit', ...rest }: Props) => {
  const last = useRef<number | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const scope = button.current === null ? null : editScope(button.current)
    if (scope === null) return undefined
    const edited = () => {
      last.current = undefined
    }
    scope.addEventListener('input', edited)
    return () => scope.removeEventListener('input', edited)
  }, [])
  return (
    <Button
      ref={button}
      type={type}
      {...rest}
      onClick={(e) => {
        const now = Date.now()
        if (last.current !== undefined && now - last.current < guardMs) {
          e.preventDefault()
          return
        }
        last.current = now
        onClick(e)
      }}
    />
  )
}
