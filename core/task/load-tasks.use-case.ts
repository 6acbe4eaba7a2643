import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { Task } from './task'
import type { TaskDeps } from './task-actions'

/** The customer's tasks for the given pack product types. */
export const loadTasks =
  (d: TaskDeps) =>
  (userId: string, packProductTypes: readonly string[]): TaskEither<ActionFailed<'TasksUnavailable'>, readonly Task[]> =>
    fetchAs('TasksUnavailable', serverSays)(d.tasks.tasks(userId, packProductTypes))
