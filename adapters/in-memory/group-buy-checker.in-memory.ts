import * as TE from 'fp-ts/TaskEither'
import type { GroupBuyChecker } from '../../core/selling/group-buy-checker.port'
import { PURCHASED_IN_PAST, USER_NOT_ELIGIBLE } from '../../core/shared/messages'

/** Group-buy eligibility from fixed lists of past buyers and ineligible phones. */
export const createInMemoryGroupBuyChecker = (o: { pastBuyerPhones?: readonly string[]; pastBuyerUserIds?: readonly string[]; ineligiblePhones?: readonly string[] } = {}): GroupBuyChecker => ({
  eligibility: (q) => {
    if ((o.ineligiblePhones ?? []).includes(q.phone)) return TE.right({ eligible: false, reason: USER_NOT_ELIGIBLE })
    if ((o.pastBuyerPhones ?? []).includes(q.phone) || (o.pastBuyerUserIds ?? []).includes(q.userId))
      return TE.right({ eligible: false, reason: PURCHASED_IN_PAST })
    return TE.right({ eligible: true })
  },
})
