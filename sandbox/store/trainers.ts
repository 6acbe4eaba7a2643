import type * as t from 'io-ts'
import type { EmployeeWire } from '../../adapters/http/contract/employee.codecs'
import type { TrainerWire } from '../../adapters/http/contract/selling.codecs'
import type { Db } from '../db/database'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { PT_SERVICE_NAME, type StoredAgent, agentById, agentsAt, isPtTrainerAt } from './profile-store'

/**
 * Who trains members one to one at a centre, read one way by every route: an agent with an active
 * personal-training mapping at the centre, which follows from the employee record (below).
 * The /pt trainer list, the PT order's trainer check, PT booking and slots, and the trainer changes
 * of a PT membership all ask here, so a trainer the portal offers is a trainer the server accepts.
 */

/** The roles that train members one to one: a gym personal trainer, a swimming PT, a play coach. */
export const PT_ROLES: readonly string[] = ['FMS_PERSONAL_TRAINER', 'SWIMMING_PT', 'PLAY_COACH']

/**
 * The agent record an employee stands for, derived from the employee alone: their identity and
 * roles, at their home centre (the first of theirs), with an active personal-training mapping there
 * while they are active and hold a PT role. A mapping they held before and no longer qualify for
 * is kept as inactive (their past sessions still name them); their photo is kept.
 */
export const agentOfEmployee = (e: EmployeeWire, prior: StoredAgent | undefined): StoredAgent | undefined => {
  const home = e.centres[0]?.centerServiceId
  if (home === undefined) return undefined
  const trains = e.status === 'ACTIVE' && e.roles.some((r) => PT_ROLES.includes(r))
  const held = prior?.resourceServiceMapping.some((m) => m.serviceName === PT_SERVICE_NAME) ?? false
  return {
    identityId: e.agentId,
    name: e.name,
    email: e.email,
    phone: e.phone,
    roles: [...e.roles],
    resourceServiceMapping: trains || held ? [{ serviceName: PT_SERVICE_NAME, centerServiceId: home, status: trains ? 'ACTIVE' : 'INACTIVE' }] : [],
    agentAssets: prior?.agentAssets ?? { mediaList: [{ mediaUrl: e.photoUrl ?? `/trainer-photos/${e.agentId}.jpg` }] },
  }
}

/**
 * Writes the agent record of an employee (call it in the transaction that writes the employee):
 * the employee is the one place a centre's people who train are stated, and the agent rows every
 * service route reads (PT trainers, PT booking, lead owners, check-in trainers) follow from it.
 * A person who neither trains nor already has an agent record gets none.
 */
export const writeAgentOfEmployee = (db: Db, e: EmployeeWire): void => {
  const prior = agentById(db, e.agentId)
  const a = agentOfEmployee(e, prior)
  if (a === undefined || (prior === undefined && !a.resourceServiceMapping.some((m) => m.status === 'ACTIVE'))) return
  db.prepare('INSERT INTO agents (identity_id, center_service_id, data) VALUES (?, ?, ?) ON CONFLICT (identity_id) DO UPDATE SET center_service_id = excluded.center_service_id, data = excluded.data').run(
    a.identityId,
    e.centres[0]?.centerServiceId,
    JSON.stringify(a),
  )
}

/** The agent when they are a PT trainer at this centre (by centre service id). */
export const ptTrainerAt = (db: Db, identityId: string, centerServiceId: number): StoredAgent | undefined => {
  const a = agentById(db, identityId)
  return a !== undefined && isPtTrainerAt(a, centerServiceId) ? a : undefined
}

/** The PT trainers of a centre, ordered by identity. */
export const ptTrainerAgentsAt = (db: Db, centerServiceId: number): StoredAgent[] => agentsAt(db, centerServiceId).filter((a) => isPtTrainerAt(a, centerServiceId))

type Trainer = t.TypeOf<typeof TrainerWire>

/** A trainer's PT level: the one on their employee record (null when they have none). */
export const ptLevelOf = (db: Db, identityId: string): string | null =>
  (db.prepare("SELECT json_extract(data, '$.ptLevelCode') FROM employees WHERE agent_id = ?").pluck().get(identityId) as string | null | undefined) ?? null

/**
 * The centre's PT trainers as Sell Personal Training lists them: their level (the employee's PT
 * level), the kind of trainer, and how many PT sessions each holds today (the least busy one is
 * recommended).
 */
export const ptTrainersAt = (db: Db, centerServiceId: number, centreType: string, now: number): Trainer[] => {
  const dayStart = startOfCentreDayOf(now)
  const sessionsToday = db.prepare("SELECT COUNT(*) FROM pt_sessions WHERE trainer_id = ? AND status != 'CANCELLED' AND start_time >= ? AND start_time < ?").pluck()
  const rows = ptTrainerAgentsAt(db, centerServiceId).map((a) => {
    const [firstName = a.name, ...rest] = a.name.split(' ')
    return {
      identityResponse: { id: a.identityId, firstName, lastName: rest.join(' ') },
      levelCode: ptLevelOf(db, a.identityId) ?? '',
      trainerType: a.roles.includes('SWIMMING_PT') || centreType === 'PLAY' ? ('SWIMMING_PERSONAL_TRAINER' as const) : ('PERSONAL_TRAINER' as const),
      checkInsAssigned: sessionsToday.get(a.identityId, dayStart, dayStart + 86_400_000) as number,
    }
  })
  const least = Math.min(...rows.map((r) => r.checkInsAssigned))
  const recommendedId = rows.find((r) => r.checkInsAssigned === least)?.identityResponse.id
  return rows.map((r) => ({ ...r, recommended: r.identityResponse.id === recommendedId }))
}

type SessionShift = { shiftId: string; agentId: string; centerServiceId: number; kind: 'PERSONAL_TRAINING'; startTime: number; endTime: number }

/**
 * The PT sessions booked with customers (not cancelled) as the trainer's roster shows them: an
 * hour of personal training in the trainer's row, at the session's centre, from `from` until `to`.
 * They are read from the sessions themselves (never copied into the roster), so a booking,
 * reschedule or cancellation shows on the roster at once.
 */
export const ptSessionShifts = (db: Db, q: { readonly centreId: number; readonly centerServiceId: number; readonly from: number; readonly to: number; readonly agentId?: string }): SessionShift[] =>
  (
    db
      .prepare(
        `SELECT id, trainer_id AS agentId, start_time AS startTime, end_time AS endTime FROM pt_sessions WHERE status != 'CANCELLED' AND start_time >= ? AND start_time < ? AND json_extract(data, '$.centerId') = ?${q.agentId === undefined ? '' : ' AND trainer_id = ?'} ORDER BY start_time, id`,
      )
      .all(...[q.from, q.to, q.centreId, ...(q.agentId === undefined ? [] : [q.agentId])]) as { id: number; agentId: string; startTime: number; endTime: number }[]
  ).map((s) => ({ shiftId: `pt-session-${s.id}`, agentId: s.agentId, centerServiceId: q.centerServiceId, kind: 'PERSONAL_TRAINING' as const, startTime: s.startTime, endTime: s.endTime }))
