import type { EpochMs } from '../shared/brands'
import { addDays, startOfCentreDay } from '../shared/centre-day'
import { centreDayOf } from '../shared/centre-day-of'
import { type PageAsk, type PageKey, type PageRequest, type SortChoice, compareKeys, pagingScope } from '../shared/paging.rule'
import { OPEN_TASK_STATUS } from './task'
import type { CentreTask, TaskDue } from './task-desk'

/**
 * The centre's task list (/crmTasks) read a page at a time from the server (docs/api/paging.md):
 * soonest due first (a task not due at all last), ties by task id, filtered by status and by when
 * the next call is due, searched by the customer's name, user id and campaign.
 */
export const TASK_LIST_SORTS: SortChoice = { keys: ['due'], defaultKey: 'due', defaultDirection: 'ASC' }

/** Where a task that is not due at all sorts: after every due time. */
export const TASK_NEVER_DUE = Number.MAX_SAFE_INTEGER

/** One page of the centre's tasks asked for: the centre, the filters, and the page's choices. */
export type CentreTaskPageQuery = PageRequest & {
  readonly centreId: number
  readonly status?: string
  readonly due?: TaskDue
}

/** One page of the centre's tasks: the tasks, how many the filters and search find, how many the centre has, the next page's cursor (none: the last). */
export type CentreTaskKeysetPage = {
  readonly tasks: readonly CentreTask[]
  readonly total: number
  /** The centre's tasks without the filters and the search (the 'N of M' of a filtered list). */
  readonly all: number
  readonly next: string | undefined
  readonly pageSize: number
  /** Every status the centre's tasks are in, open first (for the status filter). */
  readonly statuses: readonly string[]
}

/** The list a task page belongs to: the centre, the filters, the sort and the search (a cursor of any other is foreign). */
export const taskPagingScope = (q: { readonly centreId: number; readonly status?: string | undefined; readonly due?: TaskDue | undefined }, ask: Pick<PageAsk, 'sortKey' | 'direction' | 'search'>): string =>
  pagingScope('tasks', [q.centreId, q.status ?? '', q.due ?? '', ask.sortKey, ask.direction, ask.search.toLowerCase()])

/**
 * The due times a due filter keeps, as of now, in the centre's calendar (task-due.rule's
 * taskDueState): overdue before now; today from now to the centre's midnight; upcoming after it.
 * `to` is exclusive; a task never due is in none.
 */
export const taskDueRange = (due: TaskDue, now: EpochMs): { readonly from: number; readonly to: number } => {
  const midnight = startOfCentreDay(addDays(centreDayOf(now), 1))
  if (due === 'OVERDUE') return { from: Number.MIN_SAFE_INTEGER, to: now }
  if (due === 'TODAY') return { from: now, to: midnight }
  return { from: midnight, to: TASK_NEVER_DUE }
}

/** Every status the tasks are in, open first, then in order. */
export const taskStatusesInOrder = (statuses: Iterable<string>): readonly string[] =>
  [...new Set(statuses)].sort((a, b) => (a === OPEN_TASK_STATUS ? -1 : b === OPEN_TASK_STATUS ? 1 : a < b ? -1 : a > b ? 1 : 0))

/** Whether a task holds a search text (lower case): its customer's name, user id or campaign. */
export const taskMatches = (t: Pick<CentreTask, 'customerName' | 'userId' | 'campaignName'>, q: string): boolean =>
  q === '' || [t.customerName, t.userId, t.campaignName].some((v) => v.toLowerCase().includes(q))

/**
 * A keyset page over rows already in memory (the in-memory desk): the rows after `after` in the
 * order of `keyOf` (each part in `direction`), at most `size`, and the key of the last one when
 * more follow. The sandbox reads the same order from its index.
 */
export const keysetPageOf = <T>(rows: readonly T[], keyOf: (r: T) => PageKey, direction: 'ASC' | 'DESC', after: PageKey | undefined, size: number): { readonly rows: readonly T[]; readonly last: PageKey | undefined } => {
  const dirs = [direction, direction]
  const sorted = rows.map((r) => ({ r, k: keyOf(r) })).sort((a, b) => compareKeys(a.k, b.k, dirs))
  const rest = after === undefined ? sorted : sorted.filter((x) => compareKeys(x.k, after, dirs) > 0)
  const shown = rest.slice(0, size)
  return { rows: shown.map((x) => x.r), last: rest.length > size ? shown[shown.length - 1]?.k : undefined }
}
