import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day-of'
import { OPEN_TASK_STATUS, type Task } from './task'
import type { TaskDue } from './task-desk'

/**
 * When a task is next due: an open task at its scheduled time; a resolved one at the timed
 * call-back it was given (TIME_BASED_CALL_BACK), else never (it needs no further call).
 */
export const taskDueTime = (t: Pick<Task, 'status' | 'followUp'> & { readonly dueTime: EpochMs }): EpochMs | undefined =>
  t.status === OPEN_TASK_STATUS ? t.dueTime : t.followUp?.callbackTime

/**
 * Where a due time stands as of now, in the centre's calendar: OVERDUE once it has passed, TODAY
 * when it is later today, UPCOMING after today; undefined when the task is not due at all.
 */
export const taskDueState = (due: EpochMs | undefined, now: EpochMs): TaskDue | undefined => {
  if (due === undefined) return undefined
  if (due < now) return 'OVERDUE'
  return centreDayOf(due) === centreDayOf(now) ? 'TODAY' : 'UPCOMING'
}

/** The centre's task list order: soonest due first, tasks not due last, then by uuid. */
export const compareCentreTasks = (
  a: { readonly uuid: string; readonly due: EpochMs | undefined },
  b: { readonly uuid: string; readonly due: EpochMs | undefined },
): number => {
  const x = a.due ?? Number.MAX_SAFE_INTEGER
  const y = b.due ?? Number.MAX_SAFE_INTEGER
  return x !== y ? x - y : a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0
}

/** Tasks per page of the /crmTasks list (the spec pages tables 'current / total' without a size). */
export const CENTRE_TASKS_PAGE_SIZE = 10

/** The number of pages for a total (at least 1, so an empty list reads '1 / 1'). */
export const pageCount = (total: number, size: number = CENTRE_TASKS_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size))

/**
 * The /crmTasks list from a centre's tasks (the server's rule, shared by the sandbox and the
 * in-memory desk): the status filter, the due filter (taskDueState of taskDueTime), the order, and
 * the asked page clamped to the pages there are. `statuses` lists every status at the centre.
 */
export const pageCentreTasks = <T extends Pick<Task, 'uuid' | 'status' | 'followUp'> & { readonly dueTime: EpochMs }>(
  all: readonly T[],
  q: { readonly status?: string | undefined; readonly due?: TaskDue | undefined; readonly page?: number | undefined },
  now: EpochMs,
  size: number = CENTRE_TASKS_PAGE_SIZE,
): { readonly tasks: readonly T[]; readonly page: number; readonly totalPages: number; readonly total: number; readonly statuses: readonly string[] } => {
  const statuses = [...new Set(all.map((t) => t.status))].sort((a, b) => (a === OPEN_TASK_STATUS ? -1 : b === OPEN_TASK_STATUS ? 1 : a < b ? -1 : a > b ? 1 : 0))
  const kept = all
    .filter((t) => q.status === undefined || q.status === '' || t.status === q.status)
    .filter((t) => q.due === undefined || taskDueState(taskDueTime(t), now) === q.due)
    .map((t) => ({ t, uuid: t.uuid, due: taskDueTime(t) }))
    .sort(compareCentreTasks)
    .map((x) => x.t)
  const totalPages = pageCount(kept.length, size)
  const page = Math.min(Math.max(1, Math.floor(q.page ?? 1)), totalPages)
  return { tasks: kept.slice((page - 1) * size, page * size), page, totalPages, total: kept.length, statuses }
}
