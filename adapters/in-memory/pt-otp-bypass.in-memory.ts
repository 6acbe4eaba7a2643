import * as TE from 'fp-ts/TaskEither'
import type { PtOtpBypassList } from '../../core/selling/pt-otp-bypass.port'

export type InMemoryPtOtpBypassList = PtOtpBypassList & {
  /** How many times the list was fetched (tests check the 5-minute cache). */
  readonly fetches: () => number
  readonly setEmails: (emails: readonly string[]) => void
}

/** A fixed whitelist (empty by default, as the sandbox has none configured). */
export const createInMemoryPtOtpBypassList = (initial: readonly string[] = []): InMemoryPtOtpBypassList => {
  let emails = initial
  let count = 0
  return {
    emails: () => {
      count++
      return TE.right(emails)
    },
    fetches: () => count,
    setEmails: (e) => {
      emails = e
    },
  }
}
