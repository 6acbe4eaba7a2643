import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { CallOutcome } from '../customer/customer'
import { CALL_FAILED, CALL_INITIATED, callFailedWithReason } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { TaskDeps } from './task-actions'

/** Calls the customer for a task: 'Call Successfully initiated.', or 'Call Failed' when not sent. */
export const callForTask =
  (d: TaskDeps) =>
  (taskUuid: string, userId: string): TaskEither<ActionFailed<'CallFailed'>, Done<CallOutcome>> =>
    pipe(
      d.tasks.callFor(taskUuid, userId),
      TE.mapLeft((e) => actionFailed('CallFailed', callFailedWithReason(reasonOf(e)), e)),
      TE.chainW((o) => (o.sent ? TE.right(done(CALL_INITIATED, o)) : TE.left(actionFailed('CallFailed', CALL_FAILED)))),
    )
