import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ReferralBook } from '../../core/lead/referral-book.port'
import { ReferralWire } from './contract/care.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

/** Record referral over HTTP: POST the referral payload; the answer's status and message. */
export const createHttpReferralBook = (http: HttpClient): ReferralBook => ({
  record: (r) =>
    pipe(
      http.send({ path: PATHS.recordReferral, data: r }, ReferralWire),
      TE.map((w) => ({ status: w.status, message: w.message })),
    ),
})
