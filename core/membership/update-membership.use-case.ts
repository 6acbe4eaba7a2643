import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type MembershipChange, type MembershipChangeKind, type MembershipUpdateField, validateMembershipUpdate } from '../forms/membership-update.rule'
import type { Clock } from '../shared/clock.port'
import type { ValidationFailed } from '../shared/errors'
import type { IdGenerator } from '../shared/id-generator.port'
import { CENTRE_CHANGED, END_DATE_UPDATED, SESSIONS_UPDATED, START_DATE_UPDATED, TRAINER_CHANGED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { Membership } from './membership'
import type { MembershipEdit, MembershipEditor } from './membership-editor.port'

export type UpdateMembershipRequest = {
  readonly kind: MembershipChangeKind
  readonly membership: Pick<Membership, 'id' | 'name' | 'start' | 'end'>
  /** The form: endDate / startDate / trainerId / maxTickets / centreId with remarks. */
  readonly draft: unknown
  readonly agentId: string
}

export type UpdateMembershipError = ValidationFailed<MembershipUpdateField> | ActionFailed<'UpdateFailed'>
export type UpdateMembershipDeps = { readonly memberships: MembershipEditor; readonly clock: Clock; readonly ids: IdGenerator }

/** The success message of each change kind (part 1 §8; the end-date text is the sandbox's). */
export const MEMBERSHIP_UPDATE_MESSAGES: Readonly<Record<MembershipChangeKind, string>> = {
  END_DATE: END_DATE_UPDATED,
  START_DATE: START_DATE_UPDATED,
  TRAINER: TRAINER_CHANGED,
  MAX_TICKETS: SESSIONS_UPDATED,
  CENTRE: CENTRE_CHANGED,
}

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
