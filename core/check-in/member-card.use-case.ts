import type { TaskEither } from 'fp-ts/TaskEither'
import { memberCardFailed } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { MemberCard, MemberPassDesk } from './member-pass-desk.port'

/** The member's latest printed card (active or revoked), or undefined when none was issued. */
export const memberCard =
  (d: { readonly memberPasses: MemberPassDesk }) =>
  (userId: string): TaskEither<ActionFailed<'MemberCardFailed'>, MemberCard | undefined> =>
    fetchAs('MemberCardFailed', memberCardFailed)(d.memberPasses.memberCard(userId))
