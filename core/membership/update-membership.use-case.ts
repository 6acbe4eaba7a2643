import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type MembershipChange, type MembershipChangeKind, type MembershipUpdateField, validateMembershipUpdate } from './membership-update.rule'
import type { Clock } from '../shared/clock.port'
import type { ValidationFailed } from '../shared/errors'
import type { IdGenerator } from '../shared/id-generator.port'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { Membership } from './membership'
import type { MembershipEdit, MembershipEditor } from './membership-editor.port'
import { MEMBERSHIP_UPDATE_MESSAGES } from './update-membership'

export type UpdateMembershipRequest = {
  readonly kind: MembershipChangeKind
  readonly membership: Pick<Membership, 'id' | 'name' | 'start' | 'end'>
  /** The form: endDate / startDate / trainerId / maxTickets / centreId with remarks. */
  readonly draft: unknown
  readonly agentId: string
}

export type UpdateMembershipError = ValidationFailed<MembershipUpdateField> | ActionFailed<'UpdateFailed'>
export type UpdateMembershipDeps = { readonly memberships: MembershipEditor; readonly clock: Clock; readonly ids: IdGenerator }

const editOf = (c: MembershipChange, ids: IdGenerator): { readonly edit: MembershipEdit; readonly remarks: string } => {
  switch (c.kind) {
    case 'END_DATE':
      return { edit: { kind: 'END_DATE', endDate: c.endDate }, remarks: c.remarks }
    case 'START_DATE':
      return { edit: { kind: 'START_DATE', startDate: c.startDate }, remarks: c.remarks }
    case 'TRAINER':
      return { edit: { kind: 'TRAINER', trainerId: c.trainerId }, remarks: c.remarks }
    case 'MAX_TICKETS':
      return { edit: { kind: 'MAX_TICKETS', maxTickets: c.maxTickets, idempotenceId: ids.next() }, remarks: c.remarks }
    case 'CENTRE':
      return { edit: { kind: 'CENTRE', centerId: Number(c.centreId), trainerId: c.trainerId }, remarks: '' }
  }
}

/**
 * Updates a membership by change kind (end date, start date, trainer, session count, centre): the
 * form's rules first; a session-count change carries a fresh idempotence id so a repeat changes
 * nothing. Answers the kind's success message with the updated membership.
 */
export const updateMembership =
  (d: UpdateMembershipDeps) =>
  (r: UpdateMembershipRequest): TaskEither<UpdateMembershipError, Done<Membership>> =>
    pipe(
      TE.fromEither(validateMembershipUpdate(r.kind, r.draft, r.membership, d.clock.now())),
      TE.map((c) => editOf(c, d.ids)),
      TE.chainW(({ edit, remarks }) =>
        act('UpdateFailed', serverSays, MEMBERSHIP_UPDATE_MESSAGES[r.kind])(
          d.memberships.update({ membership: r.membership, edit, remarks, agentId: r.agentId }),
        ),
      ),
    )
