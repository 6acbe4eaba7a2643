import { useCallback, useRef } from 'react'

const freshKey = (): string => globalThis.crypto.randomUUID()

export type AttemptKey = {
  /** The key of the attempt under way: sent with the call, and the queued action's key when its answer is lost. */
  readonly current: () => string
  /** The server answered (done, or refused): the next try is a new attempt. */
  readonly renew: () => void
}

/**
 * A form's attempt key for an action the desk may queue (a pitch, a BCA): the online call carries
 * it, and when the call gets no answer (the server may have applied it) the queued action keeps it,
 * so the server applies the attempt once whichever way it arrives.
 */
export const useAttemptKey = (): AttemptKey => {
  const key = useRef<string>(undefined)
  const current = useCallback(() => (key.current ??= freshKey()), [])
  const renew = useCallback(() => {
    key.current = freshKey()
  }, [])
  return { current, renew }
}
