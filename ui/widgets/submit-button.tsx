import { type ComponentProps, type MouseEvent, useRef } from 'react'
import { BUTTON_GUARD_MS } from '../../core/shared/constants'
import { Button } from './button'

type Props = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  readonly onClick: (e: MouseEvent<HTMLButtonElement>) => void
  /** Quiet period after an accepted click (5 s by default). */
  readonly guardMs?: number
}

/**
 * A submit button that ignores repeat clicks for 5 seconds: the leading click goes through,
 * clicks inside the quiet period are dropped and do not extend it.
 */
export const SubmitButton = ({ onClick, guardMs = BUTTON_GUARD_MS, type = 'submit', ...rest }: Props) => {
  const last = useRef<number | undefined>(undefined)
  return (
    <Button
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
