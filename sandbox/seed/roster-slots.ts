import { ROSTER_SLOT_MS } from '../../core/employee/roster-slots.rule'
import { overlaps } from '../../core/employee/roster.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { HOUR_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'

/** Slot bookings are PT sessions in roster_shifts (emptied with the employees' tables): no table of their own. */
export const ROSTER_SLOTS_TABLES = [] as const

/**
 * Slot bookings relative to `now` (rostering): every active personal trainer at each
 * centre has a one-hour PT session booked tomorrow at 5 am (before any seeded shift), so the slot
 * picker shows a booked slot next to free ones at any hour of the day. Runs after seedEmployees.
 */
export const seedRosterSlots = (db: Db, now: number): void => {
  const tomorrow = addDays(centreDayOf(epochMs(now)), 1)
  const start = startOfCentreDay(tomorrow) + 5 * HOUR_MS
  const slot = { startTime: start, endTime: start + ROSTER_SLOT_MS }
  const trainers = db
    .prepare(
      "SELECT e.agent_id AS agentId, MIN(c.rowid) AS r, c.center_service_id AS sid FROM employees e JOIN employee_centres c ON c.agent_id = e.agent_id WHERE json_extract(e.data, '$.primaryRole') = 'FMS_PERSONAL_TRAINER' AND json_extract(e.data, '$.status') = 'ACTIVE' GROUP BY e.agent_id ORDER BY e.agent_id",
    )
    .all() as { agentId: string; sid: number }[]
  const theirs = db.prepare('SELECT start_time AS startTime, end_time AS endTime FROM roster_shifts WHERE agent_id = ?')
  const ins = db.prepare("INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by) VALUES (?, ?, ?, 'PERSONAL_TRAINING', ?, ?, NULL)")
  for (const t of trainers) {
    if ((theirs.all(t.agentId) as { startTime: number; endTime: number }[]).some((s) => overlaps(s, slot))) continue
    ins.run(`slot-${t.agentId}-${tomorrow}`, t.agentId, t.sid, slot.startTime, slot.endTime)
  }
}
