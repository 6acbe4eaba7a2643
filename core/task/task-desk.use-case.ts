import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CallInteraction, CentreTaskPage, CentreTaskQuery } from './task-desk'
import type { TaskDesk } from './task-desk.port'

export type TaskDeskDeps = { readonly taskDesk: TaskDesk }

/** One page of the centre's tasks (/crmTasks) with its filters. */
export const loadCentreTasks =
  (d: TaskDeskDeps) =>
  (q: CentreTaskQuery): TaskEither<ActionFailed<'TasksUnavailable'>, CentreTaskPage> =>
    fetchAs('TasksUnavailable', serverSays)(d.taskDesk.centreTasks(q))

/** The call-summary timeline of a task: its calls' trial, walk-in and purchase intent, newest first. */
export const loadCallSummary =
  (d: TaskDeskDeps) =>
  (taskUuid: string): TaskEither<ActionFailed<'CallSummaryUnavailable'>, readonly CallInteraction[]> =>
    fetchAs('CallSummaryUnavailable', serverSays)(d.taskDesk.callSummary(taskUuid))
