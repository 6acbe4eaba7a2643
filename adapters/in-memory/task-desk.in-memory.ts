import * as E from 'fp-ts/Either'
import { forbidden, notFound } from '../../core/shared/errors'
import type { EpochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import type { CallInteraction, CentreTask } from '../../core/task/task-desk'
import type { TaskDesk } from '../../core/task/task-desk.port'
import { pageCentreTasks } from '../../core/task/task-due.rule'
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
export const createInMemoryTaskDesk = (w: InMemoryProfileWorld, d: TaskDeskWorld): TaskDesk => ({
  centreTasks: (q) =>
    run(() => {
      if (!d.staffCentres.includes(q.centreId)) return E.left(forbidden(M.TASK_CENTRE_NOT_YOURS))
      const all: CentreTask[] = []
      for (const [uuid, p] of d.placements) {
        const t = w.tasks.get(uuid)
        if (t === undefined || p.centreId !== q.centreId) continue
        const c = w.customers.get(t.userId)
        all.push({ ...t, customerName: c === undefined ? t.userId : `${c.firstName} ${c.lastName}`.trim(), centreId: p.centreId, dueTime: p.dueTime })
      }
      return E.right(pageCentreTasks(all, q, w.clock.now()))
    }),
  callSummary: (uuid) =>
    run(() => {
      const p = d.placements.get(uuid)
      if (p === undefined || !w.tasks.has(uuid)) return E.left(notFound(M.TASK_NOT_FOUND))
      if (!d.staffCentres.includes(p.centreId)) return E.left(forbidden(M.TASK_CENTRE_NOT_YOURS))
      return E.right([...(d.interactions.get(uuid) ?? [])].sort((a, b) => b.interactionTime - a.interactionTime))
    }),
})
