import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { MembershipUpdateBody, type MembershipUpdateWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { DAY_MS, PT_MEMBERSHIP_EDIT_DAYS_AFTER_END, START_DATE_LOOK_BACK_DAYS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { AuditAction } from '../../../core/audit/audit-entry'
import type { Db } from '../../db/database'
import { agentById, centreById, fail, isPtTrainerAt, membershipById, membershipWire, type StoredMembership, saveMembership } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { blank } from '../field-errors'
import { onceFor } from '../idempotency'
import { type RouteDeps, routeTable } from '../route'
import { memberOfMembership, membershipSnapshot } from '../../audit/audit-subjects'

/** The audit trail's action for each kind of membership change. */
const MEMBERSHIP_AUDIT_ACTIONS = {
  END_DATE: 'MEMBERSHIP_END_DATE',
  START_DATE: 'MEMBERSHIP_START_DATE',
  TRAINER: 'MEMBERSHIP_TRAINER',
  MAX_TICKETS: 'MEMBERSHIP_SESSIONS',
  CENTER: 'MEMBERSHIP_CENTRE',
} as const satisfies Record<MembershipUpdateBody['action'], AuditAction>

/** Changing a membership (end date, start date, trainer, sessions, centre): each change checked before anything is written. */
export const membershipUpdateRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- membership update: each change kind validated before anything is written ----
  api.post(PATHS.membershipUpdate, { audit: { action: (i) => MEMBERSHIP_AUDIT_ACTIONS[i.body.action], subject: 'MEMBER', id: (i) => memberOfMembership(db, i.body.membershipId), track: (i) => membershipSnapshot(db, i.body.membershipId) }, permission: ['PT_MEMBERSHIP_UPDATE', 'EDIT'], body: MembershipUpdateBody, centre: 'the membership’s centre (membershipId); for CENTER also the target metadata.preferredCenterId', scope: (i) => S.at([S.ofMembership(i.body.membershipId), ...(i.body.action === 'CENTER' ? [S.ofCentreId(i.body.metadata?.preferredCenterId)] : [])]) }, async (c, i) => {
    const p = i.body
    const found = membershipById(db, p.membershipId)
    if (found === undefined) return fail(c, 404, M.MEMBERSHIP_NOT_FOUND)
    const m = found.m
    const t = now()
    if (m.end < t - PT_MEMBERSHIP_EDIT_DAYS_AFTER_END * DAY_MS) return fail(c, 409, M.MEMBERSHIP_EDIT_CLOSED)
    const remarks = p.annotation?.trim() ?? ''
    const planned = planUpdate(db, m, p, remarks, t)
    if (E.isLeft(planned)) return fail(c, 400, planned.left)
    const apply = (): { status: number; body: MembershipUpdateWire } => {
      const current = (membershipById(db, m.id) as { m: StoredMembership }).m
      const next = planned.right.change(current)
      db.transaction(() => {
        saveMembership(db, next)
        db.prepare('INSERT INTO membership_changes (membership_id, action, staff_id, payload, created_at) VALUES (?, ?, ?, ?, ?)').run(
          m.id,
          p.action,
          i.staff.id,
          JSON.stringify(p),
          t,
        )
      })()
      return { status: 200, body: { message: planned.right.message, membership: membershipWire(next) } }
    }
    if (p.action === 'MAX_TICKETS') return onceFor(db, c, `membership-update:${m.id}:${p.idempotenceId ?? ''}`, { staffId: i.staff.id, request: null }, apply)
    const r = apply()
    return c.json(r.body, 200)
  })

  return api.app
}

type Plan = { readonly message: string; readonly change: (m: StoredMembership) => StoredMembership }

/** Checks a membership update against the spec's rules; the change is applied only when all pass. */
const planUpdate = (db: Db, m: StoredMembership, p: MembershipUpdateBody, remarks: string, now: number): E.Either<string, Plan> => {
  const centreServiceIdOf = (centreId: number): number | undefined => centreById(db, centreId)?.wire.centerServiceId
  switch (p.action) {
    case 'END_DATE': {
      const hasEnd = typeof p.endDate === 'number' || typeof p.durationSeconds === 'number'
      if (!hasEnd || remarks === '') return E.left(M.END_DATE_AND_REMARKS_REQUIRED)
      const end = typeof p.durationSeconds === 'number' ? m.start + p.durationSeconds * 1000 : (p.endDate as number)
      if (!(end > m.start && end > now)) return E.left(M.END_DATE_AFTER_START_AND_TODAY)
      return E.right({ message: M.END_DATE_UPDATED, change: (cur) => ({ ...cur, end }) })
    }
    case 'START_DATE': {
      const hasStart = typeof p.startDate === 'number' || typeof p.newStart === 'number'
      if (!hasStart || remarks === '') return E.left(M.START_DATE_AND_REMARKS_REQUIRED)
      const start = typeof p.newStart === 'number' ? p.newStart * 1000 : (p.startDate as number)
      if (start < m.start - START_DATE_LOOK_BACK_DAYS * DAY_MS) return E.left(M.START_DATE_TOO_EARLY)
      if (start >= m.end) return E.left(M.START_DATE_AFTER_END)
      return E.right({ message: M.START_DATE_UPDATED, change: (cur) => ({ ...cur, start }) })
    }
    case 'TRAINER': {
      const trainerId = p.metadata?.preferredTrainerId ?? p.trainer ?? null
      if (blank(trainerId) || remarks === '') return E.left(M.TRAINER_AND_REMARKS_REQUIRED)
      const centreId = m.metadata.preferredCenterId ?? m.centerId
      const csid = centreServiceIdOf(centreId)
      const trainer = agentById(db, trainerId as string)
      if (trainer === undefined || csid === undefined || !isPtTrainerAt(trainer, csid)) return E.left(M.TRAINER_NOT_PT)
      return E.right({
        message: M.TRAINER_CHANGED,
        change: (cur) => ({ ...cur, metadata: { ...cur.metadata, preferredTrainerId: trainer.identityId }, trainerName: trainer.name }),
      })
    }
    case 'MAX_TICKETS': {
      const max = p.benefit?.maxTickets
      if (typeof max !== 'number' || remarks === '') return E.left(M.MAX_TICKETS_AND_REMARKS_REQUIRED)
      if (blank(p.idempotenceId)) return E.left(M.SESSION_COUNT_CHANGE_ID_REQUIRED)
      if (!Number.isInteger(max) || max < (m.benefits[0]?.ticketsUsed ?? 0)) return E.left(M.MAX_TICKETS_BELOW_USED)
      return E.right({
        message: M.SESSIONS_UPDATED,
        change: (cur) => ({ ...cur, benefits: cur.benefits.map((bn, i) => (i === 0 ? { ...bn, maxTickets: max } : bn)) }),
      })
    }
    case 'CENTER': {
      const centreId = p.metadata?.preferredCenterId
      if (typeof centreId !== 'number') return E.left(M.CENTRE_REQUIRED)
      const trainerId = p.metadata?.preferredTrainerId
      if (blank(trainerId)) return E.left(M.TRAINER_REQUIRED)
      const csid = centreServiceIdOf(centreId)
      if (csid === undefined) return E.left(M.CENTRE_NOT_FOUND)
      const trainer = agentById(db, trainerId as string)
      if (trainer === undefined || !isPtTrainerAt(trainer, csid)) return E.left(M.TRAINER_NOT_PT)
      return E.right({
        message: M.CENTRE_CHANGED,
        change: (cur) => ({
          ...cur,
          centerId: centreId,
          metadata: { ...cur.metadata, preferredCenterId: centreId, preferredTrainerId: trainer.identityId },
          trainerName: trainer.name,
        }),
      })
    }
  }
}
