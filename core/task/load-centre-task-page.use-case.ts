import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { TaskDeskDeps } from './task-desk-deps'
import type { CentreTaskKeysetPage, CentreTaskPageQuery } from './task-paging.rule'

/** One page of the centre's tasks (/crmTasks), filtered, searched and paged by the server. */
export const loadCentreTaskPage =
  (d: TaskDeskDeps) =>
  (q: CentreTaskPageQuery): TaskEither<ActionFailed<'TasksUnavailable'>, CentreTaskKeysetPage> =>
    fetchAs('TasksUnavailable', serverSays)(d.taskDesk.centreTaskPage(q))
