import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GroupBuyChecker } from '../../core/selling/group-buy-checker.port'
import { PATHS } from './contract/paths'
import { GroupBuyEligibilityAnswer } from './contract/selling.codecs'
import type { HttpClient } from './http-client'

export const createHttpGroupBuyChecker = (http: HttpClient): GroupBuyChecker => ({
  eligibility: (q) =>
    pipe(
      http.send({ path: PATHS.groupBuyEligibility, data: q }, GroupBuyEligibilityAnswer),
      TE.map((a) => ({ eligible: a.eligible, ...(a.reason === null ? {} : { reason: a.reason }) })),
    ),
})
