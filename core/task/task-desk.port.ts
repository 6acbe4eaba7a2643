import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CallInteraction, CentreTaskPage, CentreTaskQuery } from './task-desk'

/** The centre's follow-up tasks (/crmTasks) and the summaries of the calls made for them. */
export interface TaskDesk {
  centreTasks(q: CentreTaskQuery): TaskEither<GatewayError, CentreTaskPage>
  /** Newest first. */
  callSummary(taskUuid: string): TaskEither<GatewayError, readonly CallInteraction[]>
}
