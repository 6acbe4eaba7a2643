import type * as t from 'io-ts'
import { type Context, type Hono } from 'hono'
import { SessionIdParams } from '../../../adapters/http/contract/params.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import {
  BookPtSessionBody,
  PtPacksQuery,
  type PtPacksWire,
  type PtSessionResultWire,
  PtSessionsQuery,
  type PtSessionsWire,
  type PtSessionWire,
  PtSlotsQuery,
  type PtSlotsWire,
  type PtSlotWire,
  type PtOtpBypassWire,
  ReschedulePtSessionBody,
} from '../../../adapters/http/contract/pt.codecs'
import { DAY_MS, HOUR_MS, PT_RESCHEDULE_CANCEL_WINDOW_MS, PT_SERVICE, TENANT } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { centreDayStart } from '../../seed/profile'
import {
  centreById,
  customerById,
  fail,
  type MembershipKind,
  membershipById,
  membershipsOf,
  nextId,
  ptPackWire,
  type StoredMembership,
  saveMembership,
} from '../../store/profile-store'
import { ptTrainerAt } from '../../store/trainers'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { ptOtpBypassEmails } from '../../selling/sale-otp'
import { memberOfPtSession, ptSessionSnapshot } from '../../audit/audit-subjects'

/** Trainers work 06:00 to 22:00 (centre time) in one-hour slots; 13:00 to 14:00 is blocked for their break. */
const FIRST_SLOT_HOUR = 6
const LAST_SLOT_HOUR = 22
const BLOCKED_HOUR = 13
const MAX_SLOT_WINDOW_MS = 2 * DAY_MS

type SessionRow = { id: number; pack_id: number | null; data: string }

export const ptRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  const packs = (kind: MembershipKind) => (c: Context<ApiEnv>, i: { readonly query: t.TypeOf<typeof PtPacksQuery> }) => {
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: PtPacksWire = { ptPacks: membershipsOf(db, i.query.userId, kind).map(ptPackWire) }
    return c.json(body)
  }
  api.get(PATHS.ptPacks, { permission: ['CENTER_PT_PACKS', 'VIEW'], query: PtPacksQuery, ...S.customer }, packs('PT'))
  api.get(PATHS.playPtPacks, { permission: ['CENTER_PT_PACKS', 'VIEW'], query: PtPacksQuery, ...S.customer }, packs('PLAY_PT'))

  const sessionById = (id: number): { s: PtSessionWire; packId: number | null } | undefined => {
    const r = db.prepare('SELECT id, pack_id, data FROM pt_sessions WHERE id = ?').get(id) as SessionRow | undefined
    return r === undefined ? undefined : { s: JSON.parse(r.data) as PtSessionWire, packId: r.pack_id }
  }
  const saveSession = (s: PtSessionWire): void => {
    db.prepare('UPDATE pt_sessions SET status = ?, start_time = ?, end_time = ?, data = ? WHERE id = ?').run(s.status, s.startTime, s.endTime, JSON.stringify(s), s.id)
  }
  const insertSession = (s: PtSessionWire, packId: number | null): void => {
    db.prepare('INSERT INTO pt_sessions (id, user_id, trainer_id, pack_id, start_time, end_time, status, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      s.id,
      s.userId,
      s.identityId,
      packId,
      s.startTime,
      s.endTime,
      s.status,
      JSON.stringify(s),
    )
  }
  const adjustTickets = (packId: number | null, delta: number): void => {
    if (packId === null) return
    const p = membershipById(db, packId)
    if (p === undefined) return
    const m: StoredMembership = { ...p.m, benefits: p.m.benefits.map((b, i) => (i === 0 ? { ...b, ticketsUsed: Math.max(0, b.ticketsUsed + delta) } : b)) }
    saveMembership(db, m)
  }

  /**
   * The trainer's sessions that hold time (anything but cancelled) overlapping [start, end), and the
   * slots booked for them on the roster (an hour of personal training): one trainer, one diary.
   */
  const busy = (trainerId: string, start: number, end: number, except?: number): boolean =>
    db
      .prepare("SELECT 1 FROM pt_sessions WHERE trainer_id = ? AND status != 'CANCELLED' AND start_time < ? AND end_time > ? AND id != ? LIMIT 1")
      .get(trainerId, end, start, except ?? -1) !== undefined ||
    db
      .prepare("SELECT 1 FROM roster_shifts WHERE agent_id = ? AND kind = 'PERSONAL_TRAINING' AND end_time - start_time = ? AND start_time < ? AND end_time > ? LIMIT 1")
      .get(trainerId, HOUR_MS, end, start) !== undefined
  /** Outside the trainer's working hours (of the session's day) or over the break hour. */
  const blocked = (start: number, end: number): boolean => {
    const day = centreDayStart(start)
    const breakStart = day + BLOCKED_HOUR * HOUR_MS
    const outside = start < day + FIRST_SLOT_HOUR * HOUR_MS || end > day + LAST_SLOT_HOUR * HOUR_MS
    return outside || (start < breakStart + HOUR_MS && end > breakStart)
  }

  api.get(PATHS.ptSessions, { permission: ['CENTER_PERSONAL_TRAINING', 'VIEW'], query: PtSessionsQuery, ...S.customer }, (c, i) => {
    const x = i.query
    if (x.tenant !== TENANT) return fail(c, 400, `Unknown tenant: ${x.tenant}`)
    if (x.service !== PT_SERVICE) return fail(c, 400, M.PT_SERVICE_ONLY)
    if (x.page < 0 || x.size < 1 || x.size > 100) return fail(c, 400, 'page starts at 0 and size is between 1 and 100')
    if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const statuses = JSON.stringify(x.statuses ?? ['BOOKED', 'ATTENDED', 'NO_SHOW', 'CANCELLED'])
    const rows = db
      .prepare('SELECT data FROM pt_sessions WHERE user_id = ? AND status IN (SELECT value FROM json_each(?)) ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?')
      .pluck()
      .all(x.userId, statuses, x.size, x.page * x.size) as string[]
    const total = db.prepare('SELECT COUNT(*) FROM pt_sessions WHERE user_id = ? AND status IN (SELECT value FROM json_each(?))').pluck().get(x.userId, statuses) as number
    const body: PtSessionsWire = { sessions: rows.map((r) => JSON.parse(r) as PtSessionWire), page: x.page, size: x.size, totalElements: total }
    return c.json(body)
  })

  api.post(PATHS.ptSessions, { audit: { action: 'BOOK_PT_SESSION', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_PERSONAL_TRAINING', 'EDIT'], body: BookPtSessionBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const x = i.body
    if (x.service !== PT_SERVICE) return fail(c, 400, M.PT_SERVICE_ONLY)
    if (!(x.startTime < x.endTime)) return fail(c, 400, M.TIME_SLOT_REQUIRED)
    const t = now()
    if (x.endTime <= t) return fail(c, 400, 'A session cannot be booked in the past')
    if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const trainer = ptTrainerAt(db, x.identityId, centre.wire.centerServiceId)
    if (trainer === undefined) return fail(c, 400, M.TRAINER_NOT_PT)
    const pack = membershipsOf(db, x.userId, 'PT').find(
      (m) => m.status === 'PURCHASED' && m.start <= x.startTime && x.startTime <= m.end && (m.benefits[0]?.ticketsUsed ?? 0) < (m.benefits[0]?.maxTickets ?? 0),
    )
    if (pack === undefined) return fail(c, 409, M.NO_PT_SESSIONS_LEFT)
    if (blocked(x.startTime, x.endTime) || busy(trainer.identityId, x.startTime, x.endTime)) return fail(c, 409, M.SLOT_NOT_AVAILABLE)
    const session = db.transaction(() => {
      const id = nextId(db, 'pt_sessions')
      const s: PtSessionWire = {
        id,
        startTime: x.startTime,
        endTime: x.endTime,
        status: 'BOOKED',
        centerId: x.centerId,
        identityId: trainer.identityId,
        trainerName: trainer.name,
        userId: x.userId,
        bookingCode: `PT${String(id).padStart(6, '0')}`,
        metadata: { paid: true, doesNoShowCancellationPolicyV1Apply: true },
      }
      insertSession(s, pack.id)
      adjustTickets(pack.id, +1)
      return s
    })()
    const body: PtSessionResultWire = { message: M.SESSION_BOOKED, session }
    return c.json(body, 201)
  })

  const changeable = (s: PtSessionWire, t: number): boolean => s.status === 'BOOKED' && t < s.startTime + PT_RESCHEDULE_CANCEL_WINDOW_MS

  api.post(PATHS.ptReschedule, { audit: { action: 'RESCHEDULE_PT_SESSION', subject: 'MEMBER', id: (i) => memberOfPtSession(db, i.body.oldSessionId), track: (i) => ptSessionSnapshot(db, i.body.oldSessionId) }, permission: ['CENTER_PERSONAL_TRAINING', 'EDIT'], body: ReschedulePtSessionBody, centre: 'the session’s centre (oldSessionId)', scope: (i) => S.at([S.ofPtSession(i.body.oldSessionId)]) }, async (c, i) => {
    const x = i.body
    if (typeof x.startTime !== 'number' || typeof x.endTime !== 'number' || !(x.startTime < x.endTime)) return fail(c, 400, M.TIME_SLOT_REQUIRED)
    if (typeof x.oldSessionId !== 'number') return fail(c, 400, 'oldSessionId is required')
    const found = sessionById(x.oldSessionId)
    if (found === undefined) return fail(c, 404, M.SESSION_NOT_FOUND)
    const t = now()
    const old = found.s
    if (!changeable(old, t)) return fail(c, 409, M.SESSION_NOT_CHANGEABLE)
    if (x.endTime <= t) return fail(c, 400, 'A session cannot be booked in the past')
    const start = x.startTime
    const end = x.endTime
    if (blocked(start, end) || busy(old.identityId, start, end, old.id)) return fail(c, 409, M.SLOT_NOT_AVAILABLE)
    const session = db.transaction(() => {
      saveSession({ ...old, status: 'CANCELLED' })
      const id = nextId(db, 'pt_sessions')
      const s: PtSessionWire = { ...old, id, startTime: start, endTime: end, status: 'BOOKED', bookingCode: `PT${String(id).padStart(6, '0')}` }
      insertSession(s, found.packId)
      return s
    })()
    const body: PtSessionResultWire = { message: M.SESSION_RESCHEDULED, session }
    return c.json(body, 201)
  })

  api.post(PATHS.ptCancel, { audit: { action: 'CANCEL_PT_SESSION', subject: 'MEMBER', id: (i) => memberOfPtSession(db, i.params.sessionId), track: (i) => ptSessionSnapshot(db, i.params.sessionId) }, permission: ['CENTER_PERSONAL_TRAINING', 'EDIT'], params: SessionIdParams, centre: 'the session’s centre (:sessionId)', scope: (i) => S.at([S.ofPtSession(i.params.sessionId)]) }, (c, i) => {
    const found = sessionById(Number(i.params.sessionId))
    if (found === undefined) return fail(c, 404, M.SESSION_NOT_FOUND)
    if (!changeable(found.s, now())) return fail(c, 409, M.SESSION_NOT_CHANGEABLE)
    const s: PtSessionWire = { ...found.s, status: 'CANCELLED' }
    db.transaction(() => {
      saveSession(s)
      adjustTickets(found.packId, -1)
    })()
    const body: PtSessionResultWire = { message: M.SESSION_CANCELLED, session: s }
    return c.json(body)
  })

  api.post(PATHS.ptStart, { audit: { action: 'START_PT_SESSION', subject: 'MEMBER', id: (i) => memberOfPtSession(db, i.params.sessionId), track: (i) => ptSessionSnapshot(db, i.params.sessionId) }, permission: ['PT_MEMBERSHIP_UPDATE', 'EDIT'], params: SessionIdParams, centre: 'the session’s centre (:sessionId)', scope: (i) => S.at([S.ofPtSession(i.params.sessionId)]) }, (c, i) => {
    const found = sessionById(Number(i.params.sessionId))
    if (found === undefined) return fail(c, 404, M.SESSION_NOT_FOUND)
    const s0 = found.s
    if (now() < s0.startTime || !(s0.status === 'BOOKED' || s0.status === 'NO_SHOW')) return fail(c, 409, M.SESSION_NOT_STARTABLE)
    const s: PtSessionWire = { ...s0, status: 'ATTENDED' }
    saveSession(s)
    const body: PtSessionResultWire = { message: M.SESSION_STARTED, session: s }
    return c.json(body)
  })

  api.get(PATHS.ptSlots, { permission: ['CENTER_PERSONAL_TRAINING', 'VIEW'], query: PtSlotsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const x = i.query
    if (x.service !== PT_SERVICE) return fail(c, 400, M.PT_SERVICE_ONLY)
    if (!(x.startTime < x.endTime) || x.endTime - x.startTime > MAX_SLOT_WINDOW_MS) return fail(c, 400, 'Ask for a window of at most two days, start before end')
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const trainer = ptTrainerAt(db, x.identityId, centre.wire.centerServiceId)
    if (trainer === undefined) return fail(c, 404, M.TRAINER_NOT_FOUND)
    const slots: PtSlotWire[] = []
    for (let day = centreDayStart(x.startTime); day < x.endTime; day += DAY_MS) {
      for (let h = FIRST_SLOT_HOUR; h < LAST_SLOT_HOUR; h++) {
        const start = day + h * HOUR_MS
        const end = start + HOUR_MS
        if (end <= x.startTime || start >= x.endTime) continue
        const status = h === BLOCKED_HOUR ? 'BLOCKED' : busy(trainer.identityId, start, end) ? 'BOOKED' : 'AVAILABLE'
        slots.push({ startTime: start, endTime: end, status })
      }
    }
    const body: PtSlotsWire = { slots }
    return c.json(body)
  })

  // The PT OTP-bypass whitelist lives here, on the server, which also applies it to every PT order.
  api.get(PATHS.ptOtpBypassWhitelist, { permission: 'staff', ...S.config }, (c) => {
    const body: PtOtpBypassWire = { emails: ptOtpBypassEmails(db) }
    return c.json(body)
  })

  return api.app
}
