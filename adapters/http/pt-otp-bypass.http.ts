import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PtOtpBypassList } from '../../core/selling/pt-otp-bypass.port'
import { PATHS } from './contract/paths'
import { PtOtpBypassWire } from './contract/pt.codecs'
import type { HttpClient } from './http-client'

/** Reads the whitelist from the server (which applies the same list to every PT order); none is an empty list. */
export const createHttpPtOtpBypassList = (http: HttpClient): PtOtpBypassList => ({
  emails: () =>
    pipe(
      http.send({ path: PATHS.ptOtpBypassWhitelist }, PtOtpBypassWire),
      TE.map((w): readonly string[] => w.emails),
    ),
})
