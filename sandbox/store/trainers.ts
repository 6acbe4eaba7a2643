import type * as t from 'io-ts'
import type { TrainerWire } from '../../adapters/http/contract/selling.codecs'
import type { Db } from '../db/database'
import { startOfIstDay } from '../selling/ist'
import { type StoredAgent, agentById, agentsAt, isPtTrainerAt } from './profile-store'

/**
 * Who trains members one to one at a centre, read one way by every route: an agent with an active
 * personal-training mapping at the centre (the seed states them once, sandbox/seed/trainers.ts).
 * The /pt trainer list, the PT order's trainer check, PT booking and slots, and the trainer changes
 * of a PT membership all ask here, so a trainer the portal offers is a trainer the server accepts.
 */

/** The agent when they are a PT trainer at this centre (by centre service id). */
export const ptTrainerAt = (db: Db, identityId: string, centerServiceId: number): StoredAgent | undefined => {
  const a = agentById(db, identityId)
  return a !== undefined && isPtTrainerAt(a, centerServiceId) ? a : undefined
}

/** The PT trainers of a centre, ordered by identity. */
export const ptTrainerAgentsAt = (db: Db, centerServiceId: number): StoredAgent[] => agentsAt(db, centerServiceId).filter((a) => isPtTrainerAt(a, centerServiceId))

type Trainer = t.TypeOf<typeof TrainerWire>

/**
 * The centre's PT trainers as Sell Personal Training lists them: their level (the employee's PT
 * level), the kind of trainer, and how many PT sessions each holds today (the least busy one is
 * recommended).
 */
export const ptTrainersAt = (db: Db, centerServiceId: number, centreType: string, now: number): Trainer[] => {
  const levelOf = db.prepare("SELECT json_extract(data, '$.ptLevelCode') FROM employees WHERE agent_id = ?").pluck()
  const dayStart = startOfIstDay(now)
  const sessionsToday = db.prepare("SELECT COUNT(*) FROM pt_sessions WHERE trainer_id = ? AND status != 'CANCELLED' AND start_time >= ? AND start_time < ?").pluck()
  const rows = ptTrainerAgentsAt(db, centerServiceId).map((a) => {
    const [firstName = a.name, ...rest] = a.name.split(' ')
    const level = levelOf.get(a.identityId) as string | null | undefined
    return {
      identityResponse: { id: a.identityId, firstName, lastName: rest.join(' ') },
      levelCode: level ?? '',
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
