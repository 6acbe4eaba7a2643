import { taskFromWire } from '../../adapters/http/task-queue.http'
import { interactionFromWire } from '../../adapters/http/task-desk.http'
import type { CallInteractionWire } from '../../adapters/http/contract/task-desk.codecs'
import type { CallTrailEntryWire, TaskWire } from '../../adapters/http/contract/task.codecs'
import type { CallTrailEntry } from '../../core/task/task'
import type { TaskDeskWorld } from '../../adapters/in-memory/task-desk.in-memory'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { epochMs } from '../../core/shared/brands'
import { openDatabase } from '../../sandbox/db/database'
import { seedTasks } from '../../sandbox/seed/tasks'

/**
 * The sandbox's /crmTasks seed (sandbox/seed/tasks.ts), run into a scratch database at the world's
 * `now` and copied into the in-memory world: the same tasks, due times, trails and call summaries
 * the HTTP desk answers, so one contract suite holds both to the same data.
 */
export const seedTaskDeskWorld = (desk: TaskDeskWorld, w: InMemoryProfileWorld): void => {
  const db = openDatabase(':memory:')
  const insCustomer = db.prepare('INSERT INTO customers (id, first_name, last_name, phone, created_at) VALUES (?, ?, ?, ?, 0)')
  for (let i = 0; i < 100; i++) insCustomer.run(String(301901 + i), `Member${i}`, 'Test', String(7200000000 + i))
  seedTasks(db, w.clock.now())
  for (const r of db.prepare('SELECT data, centre_id AS centreId, due_at AS dueAt FROM crm_tasks').all() as { data: string; centreId: number; dueAt: number }[]) {
    const t = taskFromWire(JSON.parse(r.data) as TaskWire)
    w.tasks.set(t.uuid, t)
    desk.placements.set(t.uuid, { centreId: r.centreId, dueTime: epochMs(r.dueAt) })
    if (!w.customers.has(t.userId)) w.customers.set(t.userId, { id: t.userId, firstName: `Member ${t.userId}`, lastName: '', phone: `72${t.userId.slice(-8)}`, isPhoneVerified: true, cityId: 1 })
  }
  for (const r of db.prepare('SELECT task_uuid AS uuid, data FROM call_interactions').all() as { uuid: string; data: string }[])
    desk.interactions.set(r.uuid, [...(desk.interactions.get(r.uuid) ?? []), interactionFromWire(JSON.parse(r.data) as CallInteractionWire)])
  for (const r of db.prepare('SELECT task_uuid AS uuid, data FROM call_trails').all() as { uuid: string; data: string }[]) {
    const e = JSON.parse(r.data) as CallTrailEntryWire
    const entry: CallTrailEntry = {
      createdOn: epochMs(e.createdOn),
      lastModifiedOn: epochMs(e.lastModifiedOn),
      status: e.status,
      interactionStatus: e.interactionStatus,
      callerInteractionStatus: e.callerInteractionStatus,
      receiverInteractionStatus: e.receiverInteractionStatus,
      agentName: e.agentName,
      campaignName: e.campaignName,
      packProductType: e.packProductType,
      ...(e.subStatus == null ? {} : { subStatus: e.subStatus }),
      ...(e.remarks == null ? {} : { remarks: e.remarks }),
      ...(e.recordingUrl == null ? {} : { recordingUrl: e.recordingUrl }),
    }
    w.trails.set(r.uuid, [...(w.trails.get(r.uuid) ?? []), entry])
  }
  db.close()
}
