import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { MEMBER_ALREADY_IN_GROUP, PURCHASED_IN_PAST, USER_NOT_ELIGIBLE } from '../shared/messages'
import { type LookupDeps, type Refused, refused } from './selling-lookups'

/**
 * Whether a phone may join the group buy: eligible, else 'Purchased a membership in the past' or
 * 'user is not eligible' (the server's reason when it gives one of those).
 */
export const groupBuyEligibility =
  (d: Pick<LookupDeps, 'groupBuy'>) =>
  (q: { readonly userId: string; readonly phone: string; readonly centerId: number; readonly phonesInGroup?: readonly string[] }): TaskEither<Refused | GatewayError, true> => {
    if ((q.phonesInGroup ?? []).includes(q.phone)) return TE.left(refused(MEMBER_ALREADY_IN_GROUP))
    return pipe(
      d.groupBuy.eligibility({ userId: q.userId, phone: q.phone, centerId: q.centerId }),
      TE.chainW((e) =>
        e.eligible ? TE.right(true as const) : TE.left(refused(e.reason === PURCHASED_IN_PAST ? PURCHASED_IN_PAST : USER_NOT_ELIGIBLE)),
      ),
    )
  }
