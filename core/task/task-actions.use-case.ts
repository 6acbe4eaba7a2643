import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { CallOutcome } from '../customer/customer'
import { CALL_TRAIL_PREVIEW } from '../shared/constants'
import { CALL_FAILED, CALL_INITIATED, callFailedWithReason } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, fetchAs, reasonOf, serverSays } from '../shared/outcome'
import type { CallTrailEntry, Task } from './task'
import type { TaskQueue } from './task-queue.port'

export type TaskDeps = { readonly tasks: TaskQueue }

/** The customer's tasks for the given pack product types. */
export const loadTasks =
  (d: TaskDeps) =>
  (userId: string, packProductTypes: readonly string[]): TaskEither<ActionFailed<'TasksUnavailable'>, readonly Task[]> =>
    fetchAs('TasksUnavailable', serverSays)(d.tasks.tasks(userId, packProductTypes))

/** A task's call trail: the first 3 entries (the preview) and all of them, newest first. */
export type CallTrail = { readonly preview: readonly CallTrailEntry[]; readonly all: readonly CallTrailEntry[] }

export const loadCallTrail =
  (d: TaskDeps) =>
  (taskUuid: string): TaskEither<ActionFailed<'CallTrailUnavailable'>, CallTrail> =>
    pipe(
      fetchAs('CallTrailUnavailable', serverSays)(d.tasks.callTrail(taskUuid)),
      TE.map((all) => ({ preview: all.slice(0, CALL_TRAIL_PREVIEW), all })),
    )

/** Calls the customer for a task: 'Call Successfully initiated.', or 'Call Failed' when not sent. */
export const callForTask =
  (d: TaskDeps) =>
  (taskUuid: string, userId: string): TaskEither<ActionFailed<'CallFailed'>, Done<CallOutcome>> =>
    pipe(
      d.tasks.callFor(taskUuid, userId),
      TE.mapLeft((e) => actionFailed('CallFailed', callFailedWithReason(reasonOf(e)), e)),
      TE.chainW((o) => (o.sent ? TE.right(done(CALL_INITIATED, o)) : TE.left(actionFailed('CallFailed', CALL_FAILED)))),
    )
