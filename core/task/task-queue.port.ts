import type { TaskEither } from 'fp-ts/TaskEither'
import type { TaskResolution } from './resolve-task.rule'
import type { CallOutcome } from '../customer/customer'
import type { GatewayError } from '../shared/errors'
import type { CallTrailEntry, Task } from './task'

/** Follow-up tasks, their call trails, and calls placed for them. */
export interface TaskQueue {
  tasks(userId: string, packProductTypes: readonly string[]): TaskEither<GatewayError, readonly Task[]>
  /** Newest first. */
  callTrail(taskUuid: string): TaskEither<GatewayError, readonly CallTrailEntry[]>
  resolve(taskUuid: string, r: TaskResolution): TaskEither<GatewayError, Task>
  callFor(taskUuid: string, userId: string): TaskEither<GatewayError, CallOutcome>
}
