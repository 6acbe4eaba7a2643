import type { TaskEither } from 'fp-ts/TaskEither'
import { MEMBER_CARD_REVOKED_DONE, memberCardFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { MemberCard, MemberPassDesk } from './member-pass-desk.port'

/** Revokes the member's printed card ('Card revoked'): a scan of it is refused from now on. */
export const revokeMemberCard =
  (d: { readonly memberPasses: MemberPassDesk }) =>
  (userId: string): TaskEither<ActionFailed<'MemberCardFailed'>, Done<MemberCard>> =>
    act('MemberCardFailed', memberCardFailed, MEMBER_CARD_REVOKED_DONE)(d.memberPasses.revokeCard(userId))
