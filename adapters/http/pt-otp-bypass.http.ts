import { pipe } from 'fp-ts/function'
import * as t from 'io-ts'
import * as TE from 'fp-ts/TaskEither'
import type { PtOtpBypassList } from '../../core/selling/pt-otp-bypass.port'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

/** The remote configuration key of the whitelist (the spec names none; the sandbox configures none). */
export const PT_OTP_BYPASS_KEY = 'PT_OTP_BYPASS_EMAILS'
const EmailListWire = t.type({ key: t.string, emails: t.array(t.string) })

/** Reads the whitelist from the remote configuration; 'No Config present' (404) is an empty list. */
export const createHttpPtOtpBypassList = (http: HttpClient): PtOtpBypassList => ({
  emails: () =>
    pipe(
      http.send({ path: PATHS.featureList, params: { key: PT_OTP_BYPASS_KEY } }, EmailListWire),
      TE.map((w): readonly string[] => w.emails),
      TE.orElse((e) => (e._tag === 'NotFound' ? TE.right<never, readonly string[]>([]) : TE.left(e))),
    ),
})
