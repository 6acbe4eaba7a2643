import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { validateRescheduleSlot } from './reschedule-slot.rule'
import type { ValidationFailed } from '../shared/errors'
import { SESSION_RESCHEDULED, rescheduleSessionFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PtSession } from './pt-session'
import type { PtDeps } from './pt-actions'

/** Moves a session to a chosen slot ('Please choose a time slot to proceed' when none is chosen). */
export const reschedulePtSession =
  (d: PtDeps) =>
  (r: { readonly sessionId: string; readonly slot: unknown }): TaskEither<ValidationFailed<'slot'> | ActionFailed<'RescheduleFailed'>, Done<PtSession>> =>
    pipe(
      TE.fromEither(validateRescheduleSlot(r.slot)),
      TE.chainW((s) => act('RescheduleFailed', rescheduleSessionFailed, SESSION_RESCHEDULED)(d.pt.reschedule(r.sessionId, s.startTime, s.endTime))),
    )
