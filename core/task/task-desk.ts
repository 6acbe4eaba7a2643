import type { EpochMs } from '../shared/brands'
import type { Task } from './task'

/** Where a task's next call stands, in the centre's calendar (the /crmTasks due filter). */
export type TaskDue = 'OVERDUE' | 'TODAY' | 'UPCOMING'

export const TASK_DUE_FILTERS: readonly TaskDue[] = ['OVERDUE', 'TODAY', 'UPCOMING']

/** A task as the centre's task list shows it: the task, its customer, its centre and when it is due. */
export type CentreTask = Task & {
  readonly customerName: string
  readonly centreId: number
  /** When the task was scheduled to be called (set by its campaign). */
  readonly dueTime: EpochMs
}

/** The /crmTasks list query: a centre, optional status and due filters, a page (1-based). */
export type CentreTaskQuery = {
  readonly centreId: number
  readonly status?: string
  readonly due?: TaskDue
  readonly page: number
}

/** One page of the centre's tasks, with the statuses the centre's tasks are in (for the filter). */
export type CentreTaskPage = {
  readonly tasks: readonly CentreTask[]
  readonly page: number
  readonly totalPages: number
  readonly total: number
  readonly statuses: readonly string[]
}

/** What a call's summary says about the customer's intent (part 3 §3 "Call interaction"). */
export type CallSummary = {
  readonly context: string
  readonly isTrialIntent: boolean
  readonly isWalkinIntent: boolean
  readonly isPurchaseIntent: boolean
}

/** One call interaction of a task: its time, comment and summary (absent when the call had none). */
export type CallInteraction = {
  readonly interactionTime: EpochMs
  readonly interactionComment: string
  readonly summary?: CallSummary
}
