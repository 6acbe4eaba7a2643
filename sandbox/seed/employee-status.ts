import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { seedEmployeeWires } from './employees'
import { PERSONAS } from './personas'
import { seededRandom } from './random'

export const EMPLOYEE_STATUS_TABLES = ['gx_shifts', 'delinquencies', 'grooming_audits'] as const

const CLASSES = ['HRX Workout', 'Dance Fitness', 'Yoga', 'Strength', 'Boxing', 'Burn'] as const

/**
 * Group-exercise shifts around `now` (from the half hour now falls in): three that have ended, one
 * running now and three to come, at every centre with a group trainer; so the GX shifts screen has
 * past, current and upcoming shifts at any hour.
 */
const GX_OFFSETS: readonly (readonly [startMin: number, lengthMin: number])[] = [
  [-26 * 60, 60],
  [-5 * 60, 60],
  [-2 * 60, 60],
  [-30, 75],
  [2 * 60, 60],
  [4 * 60, 45],
  [26 * 60, 60],
]

const DELINQUENCY_KINDS = ['LATE_CHECK_IN', 'MISSED_CLASS', 'EARLY_CHECK_OUT', 'NO_SHOW'] as const
const STATUSES = ['OPEN', 'OPEN', 'REVERSAL_REQUESTED', 'REVERSED'] as const
const REMARKS = ['Uniform and shoes as per guidelines', 'Name badge missing', 'Well groomed, uniform neat', 'T-shirt not tucked in'] as const

/**
 * Seeds the rest of the staff side: GX shifts, and for every persona with an employee id, at each
 * of their non-PLAY centres, delinquencies in every state and four grooming audits. Deterministic
 * from `now`.
 */
export const seedEmployeeStatus = (db: Db, now: number): void => {
  const anchor = now - (now % (30 * MINUTE_MS))
  const insGx = db.prepare('INSERT INTO gx_shifts (id, center_service_id, class_name, trainer_name, cult_employee_id, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const trainers = seedEmployeeWires(now).filter((e) => e.primaryRole === 'FMS_GROUP_TRAINER' && e.status === 'ACTIVE')
  const sids = [...new Set(trainers.flatMap((t) => t.centres.filter((c) => c.type !== 'PLAY').map((c) => c.centerServiceId)))].sort((a, b) => a - b)
  for (const sid of sids) {
    const here = trainers.filter((t) => t.centres.some((c) => c.centerServiceId === sid))
    GX_OFFSETS.forEach(([startMin, lengthMin], i) => {
      const t = here[i % here.length]
      if (t === undefined) return
      const start = anchor + startMin * MINUTE_MS
      insGx.run(`gx-${sid}-${i + 1}`, sid, CLASSES[(i + sid) % CLASSES.length], t.name, t.cultEmployeeId ?? `CE-${t.agentId}`, start, start + lengthMin * MINUTE_MS)
    })
  }

  const today = centreDayOf(epochMs(now))
  const insDel = db.prepare('INSERT INTO delinquencies (id, emp_id, center_service_id, day, kind, points, status, reversal_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const insAudit = db.prepare('INSERT INTO grooming_audits (emp_id, center_service_id, day, score, out_of, remarks) VALUES (?, ?, ?, ?, ?, ?)')
  const centreRows = db.prepare("SELECT id, center_service_id AS sid, json_extract(data, '$.type') AS type FROM centres").all() as { id: number; sid: number; type: string }[]
  PERSONAS.forEach((p, pi) => {
    if (p.empId === undefined) return
    const rnd = seededRandom(7000 + pi)
    for (const centreId of p.centres) {
      const c = centreRows.find((r) => r.id === centreId)
      if (c === undefined || c.type === 'PLAY') continue
      STATUSES.forEach((status, i) => {
        insDel.run(
          `dq-${p.empId}-${c.sid}-${i + 1}`,
          p.empId,
          c.sid,
          addDays(today, -(1 + i * 4)),
          DELINQUENCY_KINDS[(i + pi) % DELINQUENCY_KINDS.length],
          1 + ((i + pi) % 3),
          status,
          status === 'OPEN' ? null : 'I was covering a class at another centre',
        )
      })
      for (let w = 0; w < 4; w++) insAudit.run(p.empId, c.sid, addDays(today, -(2 + 7 * w)), 6 + Math.floor(rnd() * 5), 10, REMARKS[(w + pi) % REMARKS.length])
    }
  })
}
