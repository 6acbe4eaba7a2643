import { describe, expect, it } from 'vitest'
import type { TaskWire } from '../../../adapters/http/contract/task.codecs'
import { epochMs } from '../../../core/shared/brands'
import { DAY_MS } from '../../../core/shared/constants'
import { OPEN_TASK_STATUS } from '../../../core/task/task'
import { pageCentreTasks } from '../../../core/task/task-due.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { TASK_CENTRES, seedTasks } from '../../../sandbox/seed/tasks'

/*
 * The /crmTasks journeys (e2e/tasks.spec.ts) need, at any hour the seed runs, open tasks overdue,
 * due later today and upcoming at every CULT and HYBRID centre, more than one page, and open tasks
 * that expire more than two days ahead (a timed call-back two days out must fit). This seeds as of
 * every half hour of a centre day (and a minute before the next) and checks that.
 */
const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)
const INSTANTS = Array.from({ length: 48 }, (_, i) => MIDNIGHT_IST + i * 30 * 60_000).flatMap((t) => [t, t + 29 * 60_000])

describe('the tasks seed holds what the /crmTasks journeys need at any hour', () => {
  it.each(INSTANTS.map((t) => [new Date(t + 330 * 60_000).toISOString().slice(11, 16), t] as const))('seeded at %s (centre time)', (_l, now) => {
    const db = openDatabase(':memory:')
    const ins = db.prepare('INSERT INTO customers (id, first_name, last_name, phone, created_at) VALUES (?, ?, ?, ?, 0)')
    for (let i = 0; i < 100; i++) ins.run(String(301901 + i), `M${i}`, 'T', String(7200000000 + i))
    seedTasks(db, now)
    for (const centre of TASK_CENTRES) {
      const rows = db.prepare('SELECT data, due_at AS dueAt FROM crm_tasks WHERE centre_id = ?').all(centre) as { data: string; dueAt: number }[]
      const tasks = rows.map((r) => {
        const w = JSON.parse(r.data) as TaskWire
        const f = w.dispositionConfigData
        return {
          uuid: w.taskUuid,
          status: w.status,
          expiryTime: w.expiryTime,
          dueTime: epochMs(r.dueAt),
          ...(typeof f?.callbackTime === 'number' ? { followUp: { leadReactivateType: f.leadReactivateType ?? '', callbackTime: epochMs(f.callbackTime) } } : {}),
        }
      })
      for (const due of ['OVERDUE', 'TODAY', 'UPCOMING'] as const) expect(pageCentreTasks(tasks, { status: OPEN_TASK_STATUS, due }, epochMs(now)).total, `${centre} ${due}`).toBeGreaterThan(0)
      expect(pageCentreTasks(tasks, {}, epochMs(now)).totalPages).toBeGreaterThan(1)
      for (const t of tasks.filter((x) => x.status === OPEN_TASK_STATUS)) expect(t.expiryTime).toBeGreaterThan(now + 3 * DAY_MS)
    }
    db.close()
  })
})
