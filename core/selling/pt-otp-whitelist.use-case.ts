import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PtOtpBypassList } from './pt-otp-bypass.port'
import { type OtpBypassWhitelist, whitelistCacheValid } from './pt-sale.rule'
import type { PtSaleDeps } from './pt-sale'

/**
 * The whitelist as last fetched, kept in memory beside its source for 5 minutes. It is never
 * written to the browser's storage, where anyone at the desk could edit it; the server applies the
 * same list to every PT order anyway.
 */
const fetchedWhitelists = new WeakMap<PtOtpBypassList, OtpBypassWhitelist>()

/** The whitelist from memory while it is under 5 minutes old, else fetched from the server. */
export const ptOtpWhitelist =
  (d: PtSaleDeps) =>
  (): TaskEither<GatewayError, readonly string[]> => {
    const now = d.clock.now()
    const cached = fetchedWhitelists.get(d.ptOtpBypass)
    if (whitelistCacheValid(cached, now)) return TE.right(cached.emails)
    return pipe(
      d.ptOtpBypass.emails(),
      TE.map((emails) => {
        fetchedWhitelists.set(d.ptOtpBypass, { emails, fetchedAt: now })
        return emails
      }),
    )
  }
