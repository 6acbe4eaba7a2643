import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ResolveTaskField } from './resolve-task.rule'
import type { Clock } from '../shared/clock.port'
import type { GatewayError, ValidationFailed } from '../shared/errors'
import { TASK_RESOLVED } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { Task } from './task'
import type { TaskQueue } from './task-queue.port'
import { validateResolution } from './validate-resolution.rule'

export type ResolveTaskRequest = {
  readonly taskUuid: string
  /** The form: status, subStatus, followUp, callbackTime (epoch ms), remarks. */
  readonly draft: unknown
  /** The task as loaded (its campaign configuration and expiry drive the validation). */
  readonly task?: Pick<Task, 'campaignConfig' | 'expiryTime'>
}

export type ResolveTaskError = ValidationFailed<ResolveTaskField> | ActionFailed<'TaskNotFound'> | ActionFailed<'ResolveRejected'> | ActionFailed<'Unavailable'>

export type ResolveTaskDeps = { readonly tasks: TaskQueue; readonly clock: Clock }

const resolveFailure = (e: GatewayError): ResolveTaskError =>
  e._tag === 'NotFound'
    ? actionFailed('TaskNotFound', reasonOf(e), e)
    : e._tag === 'Rejected' || e._tag === 'Forbidden'
      ? actionFailed('ResolveRejected', reasonOf(e), e)
      : actionFailed('Unavailable', reasonOf(e), e)

/** Validates and resolves a task by uuid; answers 'Task Resolved successfully' with the updated task. */
export const resolveTask =
  (d: ResolveTaskDeps) =>
  (r: ResolveTaskRequest): TaskEither<ResolveTaskError, Done<Task>> =>
    pipe(
      validateResolution(r.draft, r.task, d.clock.now()),
      TE.fromEither,
      TE.chainW((resolution) => pipe(d.tasks.resolve(r.taskUuid, resolution), TE.mapLeft(resolveFailure))),
      TE.map((task) => done(TASK_RESOLVED, task)),
    )
