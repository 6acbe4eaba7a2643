import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CallInteraction, CentreTaskPage, CentreTaskQuery } from './task-desk'
import type { CentreTaskKeysetPage, CentreTaskPageQuery } from './task-paging.rule'

/** The centre's follow-up tasks (/crmTasks) and the summaries of the calls made for them. */
export interface TaskDesk {
  centreTasks(q: CentreTaskQuery): TaskEither<GatewayError, CentreTaskPage>
  /** One page of the centre's tasks, read after the previous page's cursor (docs/api/paging.md). */
  centreTaskPage(q: CentreTaskPageQuery): TaskEither<GatewayError, CentreTaskKeysetPage>
  /** Newest first. */
  callSummary(taskUuid: string): TaskEither<GatewayError, readonly CallInteraction[]>
}
