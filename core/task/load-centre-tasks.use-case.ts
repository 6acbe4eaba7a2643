import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CentreTaskPage, CentreTaskQuery } from './task-desk'
import type { TaskDeskDeps } from './task-desk-deps'

/** One page of the centre's tasks (/crmTasks) with its filters. */
export const loadCentreTasks =
  (d: TaskDeskDeps) =>
  (q: CentreTaskQuery): TaskEither<ActionFailed<'TasksUnavailable'>, CentreTaskPage> =>
    fetchAs('TasksUnavailable', serverSays)(d.taskDesk.centreTasks(q))
