import * as E from 'fp-ts/Either'
import { forbidden, notFound, rejected } from '../../core/shared/errors'
import type { EpochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import type { CallInteraction, CentreTask } from '../../core/task/task-desk'
import type { TaskDesk } from '../../core/task/task-desk.port'
import { checkPageRequest, decodeCursor, encodeCursor } from '../../core/shared/paging.rule'
import { pageCentreTasks, taskDueState, taskDueTime } from '../../core/task/task-due.rule'
import { TASK_LIST_SORTS, TASK_NEVER_DUE, keysetPageOf, taskMatches, taskPagingScope, taskStatusesInOrder } from '../../core/task/task-paging.rule'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** Where each task of the profile world sits (its centre, when it is due) and its calls' summaries. */
export type TaskDeskWorld = {
  readonly placements: Map<string, { readonly centreId: number; readonly dueTime: EpochMs }>
  readonly interactions: Map<string, CallInteraction[]>
  /** The signed-in staff member's centres. */
  readonly staffCentres: readonly number[]
}

export const createTaskDeskWorld = (staffCentres: readonly number[]): TaskDeskWorld => ({ placements: new Map(), interactions: new Map(), staffCentres })

/**
 * The centre's task list over the in-process profile world (so a task resolved through the
 * in-memory TaskQueue shows resolved here), with the sandbox's rules: own centres only, the list
 * rule of core/task/task-due.rule.ts.
 */
/** The in-process desk's cursor signature: a keyed FNV-1a hash (it stands in for the server's HMAC; nothing leaves the process). */
const memorySigner = (text: string): string => {
  let h = 0x811c9dc5
  for (const ch of `in-memory task desk:${text}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return h.toString(36)
}

export const createInMemoryTaskDesk = (w: InMemoryProfileWorld, d: TaskDeskWorld): TaskDesk => {
  const tasksAt = (centreId: number): CentreTask[] => {
    const all: CentreTask[] = []
    for (const [uuid, p] of d.placements) {
      const t = w.tasks.get(uuid)
      if (t === undefined || p.centreId !== centreId) continue
      const c = w.customers.get(t.userId)
      all.push({ ...t, customerName: c === undefined ? t.userId : `${c.firstName} ${c.lastName}`.trim(), centreId: p.centreId, dueTime: p.dueTime })
    }
    return all
  }
  return {
    centreTasks: (q) =>
      run(() => {
        if (!d.staffCentres.includes(q.centreId)) return E.left(forbidden(M.TASK_CENTRE_NOT_YOURS))
        return E.right(pageCentreTasks(tasksAt(q.centreId), q, w.clock.now()))
      }),
    centreTaskPage: (q) =>
      run(() => {
        if (!d.staffCentres.includes(q.centreId)) return E.left(forbidden(M.TASK_CENTRE_NOT_YOURS))
        const checked = checkPageRequest(q, TASK_LIST_SORTS)
        if (E.isLeft(checked)) return E.left(rejected(checked.left))
        const ask = checked.right
        const scope = taskPagingScope(q, ask)
        const after = ask.cursor === undefined ? undefined : decodeCursor(ask.cursor, scope, memorySigner)
        if (after !== undefined && E.isLeft(after)) return E.left(rejected(after.left))
        const now = w.clock.now()
        const all = tasksAt(q.centreId)
        const search = ask.search.toLowerCase()
        const kept = all
          .filter((t) => q.status === undefined || q.status === '' || t.status === q.status)
          .filter((t) => q.due === undefined || taskDueState(taskDueTime(t), now) === q.due)
          .filter((t) => taskMatches(t, search))
        const page = keysetPageOf(kept, (t) => [taskDueTime(t) ?? TASK_NEVER_DUE, t.uuid], ask.direction, after === undefined ? undefined : after.right, ask.pageSize)
        return E.right({
          tasks: page.rows,
          total: kept.length,
          all: all.length,
          next: page.last === undefined ? undefined : encodeCursor(scope, page.last, memorySigner),
          pageSize: ask.pageSize,
          statuses: taskStatusesInOrder(all.map((t) => t.status)),
        })
      }),
    callSummary: (uuid) =>
      run(() => {
        const p = d.placements.get(uuid)
        if (p === undefined || !w.tasks.has(uuid)) return E.left(notFound(M.TASK_NOT_FOUND))
        if (!d.staffCentres.includes(p.centreId)) return E.left(forbidden(M.TASK_CENTRE_NOT_YOURS))
        return E.right([...(d.interactions.get(uuid) ?? [])].sort((a, b) => b.interactionTime - a.interactionTime))
      }),
  }
}
