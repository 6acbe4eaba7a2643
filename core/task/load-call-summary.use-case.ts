import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CallInteraction } from './task-desk'
import type { TaskDeskDeps } from './task-desk-deps'

/** The call-summary timeline of a task: its calls' trial, walk-in and purchase intent, newest first. */
export const loadCallSummary =
  (d: TaskDeskDeps) =>
  (taskUuid: string): TaskEither<ActionFailed<'CallSummaryUnavailable'>, readonly CallInteraction[]> =>
    fetchAs('CallSummaryUnavailable', serverSays)(d.taskDesk.callSummary(taskUuid))
