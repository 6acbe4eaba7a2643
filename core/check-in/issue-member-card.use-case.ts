import type { TaskEither } from 'fp-ts/TaskEither'
import { MEMBER_CARD_ISSUED, memberCardFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { MemberCard, MemberPassDesk } from './member-pass-desk.port'

/** Issues the member a new printed card ('Card issued'); the old one stops working. */
export const issueMemberCard =
  (d: { readonly memberPasses: MemberPassDesk }) =>
  (userId: string): TaskEither<ActionFailed<'MemberCardFailed'>, Done<MemberCard>> =>
    act('MemberCardFailed', memberCardFailed, MEMBER_CARD_ISSUED)(d.memberPasses.issueCard(userId))
