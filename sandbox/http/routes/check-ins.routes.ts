import { type Context, type Hono } from 'hono'
import {
  AssignTrainerQuery,
  CheckInListQuery,
  type CheckInResultWire,
  type CheckInStateWire,
  type CheckInTrainersWire,
  type MemberCheckInBody,
  PasscodeCheckInBody,
  PastCheckInsQuery,
  TrialCheckInBody,
  ValidatePasscodeQuery,
  type ValidatePasscodeWire,
} from '../../../adapters/http/contract/check-in.codecs'
import { CheckInIdParams } from '../../../adapters/http/contract/params.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { CHECK_IN_PAGE_SIZE, DAY_MS, PASSCODE_MAX_LENGTH } from '../../../core/shared/constants'
import { nameRefusal } from '../../../core/customer/person-name.rule'
import * as M from '../../../core/shared/messages'
import { recommendedTrainer } from '../../../core/check-in/trainer-recommendation.rule'
import {
  agentsAt,
  centreById,
  type CustomerRow,
  checkInById,
  checkInWireById,
  customerById,
  customerByPhone,
  customerProfile,
  fail,
  insertCustomer,
  isPhone,
  isPtTrainerAt,
  membershipsOf,
  type StoredCheckIn,
  saveCheckIn,
  saveProfile,
} from '../../store/profile-store'
import { checkInDecisionAt } from '../../store/check-in-alerts'
import type { CheckInAlertWire } from '../../../adapters/http/contract/check-in-alerts.codecs'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { openCheckIn as openMemberCheckIn, walkIn as recordWalkIn } from '../../store/walk-in'
import { CheckoutCall, MemberCheckInCall, offlineActionOfQuery } from '../../../adapters/http/contract/offline.codecs'
import { OFFLINE_ACTION_INCOMPLETE } from '../../../core/shared/messages'
import { applyOffline } from '../offline-actions'

/** The flag of a check-in done at the desk without a network and sent later (docs/decisions/offline.md). */
export const OFFLINE_CHECK_IN_FLAG = 'OFFLINE'
import { fieldOf } from '../../audit/audit-log'
import { checkInSnapshot, memberOfCheckIn } from '../../audit/audit-subjects'

const ALL_STATES: readonly CheckInStateWire[] = ['created', 'validated', 'cancelled']

const isTrainerRole = (roles: readonly string[]): boolean => roles.some((r) => r.includes('TRAINER') || r === 'PLAY_COACH')

export const checkInsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const assistingStmt = db.prepare(
    `SELECT json_extract(data, '$.trainerId') AS t, COUNT(DISTINCT user_id) AS n FROM check_ins
     WHERE centre_id = ? AND state = 'validated' AND start_time >= ? AND start_time <= ?
       AND json_extract(data, '$.endTime') > ? AND json_extract(data, '$.checkOutTime') IS NULL
     GROUP BY t`,
  )

  // One prepared statement for the list: the index on (centre_id, start_time) narrows the rows and
  // each row's stored JSON text is joined as is (no parse, no stringify), so 10,000 rows stay cheap.
  const listStmt = db.prepare(
    `SELECT CASE WHEN ? = 1 THEN full ELSE data END FROM check_ins
     WHERE centre_id = ? AND start_time >= ? AND start_time <= ? AND state IN (SELECT value FROM json_each(?))
     ORDER BY start_time, id LIMIT ? OFFSET ?`,
  )
  const countStmt = db.prepare(
    'SELECT COUNT(*) FROM check_ins WHERE centre_id = ? AND start_time >= ? AND start_time <= ? AND state IN (SELECT value FROM json_each(?))',
  )

  api.get(PATHS.checkIns, { permission: ['CENTER_CHECKINS', 'VIEW'], query: CheckInListQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/checkin' }, (c, i) => {
    const x = i.query
    if (x.pageNumber < 1) return fail(c, 400, 'pageNumber starts at 1')
    if (x.pageSize < 1 || x.pageSize > CHECK_IN_PAGE_SIZE) return fail(c, 400, `pageSize must be between 1 and ${CHECK_IN_PAGE_SIZE}`)
    if (x.startTimeFrom > x.startTimeTo) return fail(c, 400, 'startTimeFrom must not be after startTimeTo')
    if (centreById(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const states = JSON.stringify(x.states ?? ALL_STATES)
    const rows = listStmt
      .pluck()
      .all(x.includeUserDetails === false ? 0 : 1, x.centerId, x.startTimeFrom, x.startTimeTo, states, x.pageSize, (x.pageNumber - 1) * x.pageSize) as string[]
    // A first page that is not full is the whole answer: no need to count again.
    const total = x.pageNumber === 1 && rows.length < x.pageSize ? rows.length : (countStmt.pluck().get(x.centerId, x.startTimeFrom, x.startTimeTo, states) as number)
    const body = `{"checkIns":[${rows.join(',')}],"pageNumber":${x.pageNumber},"pageSize":${x.pageSize},"totalCount":${total}}`
    return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })

  api.get(PATHS.pastCheckIns, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: PastCheckInsQuery, centre: 'centerId (query); the list holds only check-ins at the staff member’s centres', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const x = i.query
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    if (centre.wire.type === 'CULT') return fail(c, 400, M.PAST_CHECK_INS_NOT_FOR_CULT)
    if (x.startTimeFrom > x.startTimeTo) return fail(c, 400, 'startTimeFrom must not be after startTimeTo')
    if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const rows = db
      .prepare(
        `SELECT full FROM check_ins WHERE user_id = ? AND start_time >= ? AND start_time <= ? AND centre_id IN (SELECT value FROM json_each(?)) ORDER BY start_time DESC, id DESC`,
      )
      .pluck()
      .all(x.userId, x.startTimeFrom, x.startTimeTo, JSON.stringify(i.staff.centres)) as string[]
    return c.body(`{"checkIns":[${rows.join(',')}]}`, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })

  const openCheckIn = (userId: string, t: number): StoredCheckIn | undefined => openMemberCheckIn(db, userId, t)
  const walkIn = (u: CustomerRow, centerId: number, type: 'trial' | 'other', t: number, offline = false): StoredCheckIn =>
    recordWalkIn(db, u, centerId, type, t, offline ? [OFFLINE_CHECK_IN_FLAG] : [])

  /**
   * The centre's alerts for the member now (core rule, the centre's settings): a blocking alert
   * refuses the check-in (409, its words as the reason, every alert in `alerts`); warnings go
   * with the answer.
   */
  const alertsOrRefusal = (c: Context, userId: string, centreId: number, t: number): Response | readonly CheckInAlertWire[] => {
    const decision = checkInDecisionAt(db, userId, centreId, t)
    if (decision.outcome === 'refuse')
      return fail(c, 409, M.checkInRefusedBy(decision.reasons.map((a) => a.message)), { code: 'CHECK_IN_BLOCKED', alerts: [...decision.reasons, ...decision.warnings] })
    return decision.warnings
  }

  const result = (c: Context, id: number, status: 200 | 201 = 200, alerts: readonly CheckInAlertWire[] = []): Response => {
    const body: CheckInResultWire = { message: M.CHECK_IN_SUCCESSFUL, checkIn: checkInWireById(db, id), alerts: [...alerts] }
    return c.json(body, status)
  }

  /** A member check-in as of `t` (now, or when it happened at a desk without a network). */
  const checkInMemberAt = (c: Context, body: MemberCheckInBody, t: number, offline: boolean): Response => {
    const u = customerById(db, body.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, body.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const current = membershipsOf(db, u.id, 'GYM').filter((m) => m.start <= t && t <= m.end)
    if (current.length === 0) return fail(c, 409, M.NO_ACTIVE_MEMBERSHIPS)
    if (current.every((m) => m.status === 'PAUSED')) return fail(c, 409, M.MEMBERSHIP_PAUSED_NO_CHECK_IN)
    if (openCheckIn(u.id, t) !== undefined) return fail(c, 409, M.ALREADY_CHECKED_IN)
    const alerts = alertsOrRefusal(c, u.id, body.centerId, t)
    if (alerts instanceof Response) return alerts
    const ci = db.transaction(() => walkIn(u, body.centerId, 'other', t, offline))()
    return result(c, ci.id, 201, alerts)
  }

  api.post(PATHS.memberCheckIn, { audit: { action: 'CHECK_IN', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_CHECKINS', 'EDIT'], body: MemberCheckInCall, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const offline = i.body.offlineAction
    if (offline === undefined) return checkInMemberAt(c, i.body, now(), false)
    // Done at the desk without a network: no OTP, the staff member and the time; re-checked as of then.
    return applyOffline(db, now, c, i.staff, offline, i.body, { kind: 'CHECK_IN', centreId: i.body.centerId, customerId: i.body.userId }, (t) => checkInMemberAt(c, i.body, t, true))
  })

  api.post(PATHS.trialCheckIn, { audit: { action: 'CHECK_IN_TRIAL', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'checkIn', 'userId') }, permission: ['CENTER_CHECKINS', 'EDIT'], body: TrialCheckInBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const x = i.body
    if (!isPhone(x.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const existing = customerByPhone(db, x.phone)
    const badName = existing === undefined ? (nameRefusal(x.firstName ?? '') ?? nameRefusal(x.lastName ?? '')) : undefined
    if (badName !== undefined) return fail(c, 400, badName)
    const t = now()
    let alerts: readonly CheckInAlertWire[] = []
    if (existing !== undefined) {
      const p = customerProfile(db, existing.id)
      if (p.trial.used >= p.trial.maxCount) return fail(c, 409, M.NO_TRIALS_LEFT)
      if (openCheckIn(existing.id, t) !== undefined) return fail(c, 409, M.ALREADY_CHECKED_IN)
      const a = alertsOrRefusal(c, existing.id, x.centerId, t)
      if (a instanceof Response) return a
      alerts = a
    }
    const ci = db.transaction(() => {
      const u = existing ?? insertCustomer(db, { phone: x.phone, firstName: x.firstName?.trim() ?? '', lastName: x.lastName?.trim() ?? '', cityId: x.cityId, now: t })
      const p = customerProfile(db, u.id)
      saveProfile(db, u.id, { ...p, trial: { ...p.trial, used: p.trial.used + 1 } })
      return walkIn(u, x.centerId, 'trial', t)
    })()
    return result(c, ci.id, 201, alerts)
  })

  /** Shared checks of a passcode: the spec's messages, then the booking and its code. */
  const checkPasscode = (c: Context, checkInId: number | null | undefined, centerId: number | undefined, code: string | null | undefined): Response | StoredCheckIn => {
    if (checkInId === undefined || checkInId === null) return fail(c, 400, M.CHECK_IN_ID_MISSING)
    if (code === undefined || code === null || code.trim() === '' || code.length > PASSCODE_MAX_LENGTH) return fail(c, 400, M.PASSCODE_REQUIRED)
    const found = checkInById(db, checkInId)
    if (found === undefined || (centerId !== undefined && found.centreId !== centerId)) return fail(c, 404, M.CHECK_IN_NOT_FOUND)
    if (found.row.state !== 'created') return fail(c, 409, M.CHECK_IN_NOT_A_BOOKING)
    if (found.passCode !== code.trim()) return fail(c, 400, M.INVALID_PASSCODE)
    return found.row
  }

  api.get(PATHS.validatePasscode, { permission: ['CENTER_CHECKINS', 'VIEW'], params: CheckInIdParams, query: ValidatePasscodeQuery, centre: 'the check-in’s centre (:checkInId) and centerId (query)', scope: (i) => S.at([S.ofCheckIn(i.params.checkInId), S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const id = Number(i.params.checkInId)
    const r = checkPasscode(c, Number.isInteger(id) ? id : undefined, i.query.centerId, i.query.passCode)
    if (r instanceof Response) return r
    const body: ValidatePasscodeWire = { valid: true, checkInId: r.id }
    return c.json(body)
  })

  api.post(PATHS.passcodeCheckIn, { audit: { action: 'CHECK_IN_PASSCODE', subject: 'MEMBER', id: (i) => memberOfCheckIn(db, i.body.checkinId) }, permission: ['CENTER_CHECKINS', 'EDIT'], body: PasscodeCheckInBody, centre: 'the check-in’s centre (checkinId) and centerId (body)', scope: (i) => S.at([S.ofCheckIn(i.body.checkinId), S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const r = checkPasscode(c, i.body.checkinId, i.body.centerId, i.body.passcode)
    if (r instanceof Response) return r
    const t = now()
    const alerts = alertsOrRefusal(c, r.userId, r.centerId, t)
    if (alerts instanceof Response) return alerts
    saveCheckIn(db, { ...r, state: 'validated', validatedAt: t, checkInTime: t, checkOutTime: null })
    return result(c, r.id, 200, alerts)
  })

  /** Ends a check-in as of `t` (now, or when it happened at a desk without a network). */
  const checkOutAt = (c: Context, checkInId: number, userId: string, t: number): Response => {
    const found = checkInById(db, checkInId)
    if (found === undefined || found.row.userId !== userId) return fail(c, 404, M.CHECK_IN_NOT_FOUND)
    const ci = found.row
    if (ci.state !== 'validated' || (ci.checkOutTime ?? null) !== null || ci.endTime <= t || (ci.checkInTime ?? ci.startTime) > t) return fail(c, 409, M.NO_ACTIVE_CHECK_INS)
    saveCheckIn(db, { ...ci, checkOutTime: t, endTime: t })
    const body: CheckInResultWire = { message: M.CHECKOUT_SUCCESSFUL, checkIn: checkInWireById(db, ci.id) }
    return c.json(body)
  }

  api.put(PATHS.checkout, { audit: { action: 'CHECK_OUT', subject: 'MEMBER', id: (i) => i.query.userId, track: (i) => checkInSnapshot(db, i.params.checkInId) }, permission: ['CENTER_CHECKINS', 'EDIT'], params: CheckInIdParams, query: CheckoutCall, centre: 'the check-in’s centre (:checkInId)', scope: (i) => S.at([S.ofCheckIn(i.params.checkInId)]) }, (c, i) => {
    const id = Number(i.params.checkInId)
    const offline = offlineActionOfQuery(i.query)
    if (offline === undefined) return checkOutAt(c, id, i.query.userId, now())
    if (offline === 'incomplete') return fail(c, 400, OFFLINE_ACTION_INCOMPLETE)
    const found = checkInById(db, id)
    if (found === undefined) return fail(c, 404, M.CHECK_IN_NOT_FOUND)
    return applyOffline(db, now, c, i.staff, offline, { checkInId: id, ...i.query }, { kind: 'CHECK_OUT', centreId: found.centreId, customerId: i.query.userId }, (t) => checkOutAt(c, id, i.query.userId, t))
  })

  api.put(PATHS.assignTrainer, { audit: { action: 'ASSIGN_TRAINER', subject: 'MEMBER', id: (i) => memberOfCheckIn(db, i.params.checkInId), track: (i) => checkInSnapshot(db, i.params.checkInId) }, permission: ['CENTER_CHECKINS', 'EDIT'], params: CheckInIdParams, query: AssignTrainerQuery, centre: 'the check-in’s centre (:checkInId) and centerId (query)', scope: (i) => S.at([S.ofCheckIn(i.params.checkInId), S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const found = checkInById(db, Number(i.params.checkInId))
    if (found === undefined || found.centreId !== i.query.centerId) return fail(c, 404, M.CHECK_IN_NOT_FOUND)
    if (found.row.state === 'cancelled') return fail(c, 409, 'A cancelled check-in cannot get a trainer')
    const centre = centreById(db, found.centreId)
    const trainer = agentsAt(db, centre?.wire.centerServiceId ?? -1).find((a) => a.identityId === i.query.trainerId && isTrainerRole(a.roles))
    if (trainer === undefined) return fail(c, 404, M.TRAINER_NOT_FOUND)
    saveCheckIn(db, { ...found.row, trainerId: trainer.identityId, trainerName: trainer.name, checkInGuidance: { status: 'NOT_GUIDED' } })
    const body: CheckInResultWire = { message: M.TRAINER_ASSIGNED, checkIn: checkInWireById(db, found.row.id) }
    return c.json(body)
  })

  api.get(PATHS.checkInTrainers, { permission: ['CENTER_CHECKINS', 'VIEW'], params: CheckInIdParams, centre: 'the check-in’s centre (:checkInId)', scope: (i) => S.at([S.ofCheckIn(i.params.checkInId)]) }, (c, i) => {
    const found = checkInById(db, Number(i.params.checkInId))
    if (found === undefined) return fail(c, 404, M.CHECK_IN_NOT_FOUND)
    const centre = centreById(db, found.centreId)
    const serviceId = centre?.wire.centerServiceId ?? -1
    const trainers = agentsAt(db, serviceId).filter((a) => isTrainerRole(a.roles))
    // 'Assisting N members': the members each trainer is with now (check-ins in progress assigned to them).
    const at = now()
    const counts = new Map(
      (
        assistingStmt.all(found.centreId, at - DAY_MS, at, at) as { t: string | null; n: number }[]
      ).map((r) => [r.t, r.n]),
    )
    const preferred = membershipsOf(db, found.row.userId, 'PT').find((m) => m.metadata.preferredTrainerId)?.metadata.preferredTrainerId
    const recommendedId = recommendedTrainer(
      trainers.map((t) => ({ identityId: t.identityId, name: t.name, activePt: isPtTrainerAt(t, serviceId), assisting: counts.get(t.identityId) ?? 0 })),
      preferred ?? undefined,
    )
    const body: CheckInTrainersWire = {
      trainers: trainers.map((t) => ({
        name: t.name,
        identityId: t.identityId,
        recommended: t.identityId === recommendedId,
        checkInsAssigned: counts.get(t.identityId) ?? 0,
        agentAssets: { mediaList: t.agentAssets.mediaList.map((m) => ({ ...m })) },
      })),
    }
    return c.json(body)
  })

  return api.app
}
