import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import {
  CultTrainersBody,
  type CultTrainersWire,
  InjuriesQuery,
  type InjuriesWire,
  type InjuryTicketWire,
  ReferralBody,
  type ReferralWire,
} from '../../../adapters/http/contract/care.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { checkFiledInjury } from '../../../core/injury/injury-filing.rule'
import type { FiledInjuryReport } from '../../../core/injury/injury-log.port'
import { reportedInjuryOf } from '../../../core/injury/injury-log.port'
import { isWorkout, trainsWorkout } from '../../../core/injury/workout-trainers.rule'
import { referralAcceptance } from '../../../core/lead/referral-acceptance.rule'
import * as M from '../../../core/shared/messages'
import { agentsAt, centreById, customerById, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { applyOffline } from '../offline-actions'
import { InjuryReportCall } from '../../../adapters/http/contract/offline.codecs'
import { fieldOf } from '../../audit/audit-log'

/** Customer-care calls of the profile: report injury v2 and record referral (part 3 §7). */
export const careRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // Injuries belong with issues (v1/odin/*): filing one needs EDIT on PARTNER_ISSUE.
  api.post(
    PATHS.reportInjury,
    { audit: { action: 'REPORT_INJURY', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['PARTNER_ISSUE', 'EDIT'], body: InjuryReportCall, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
    const offline = i.body.offlineAction
    // As of `at`: now, or when it was reported at a desk without a network (sent later, once per key).
    const report = (at: number): Response => {
      const x = i.body
      if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
      const centre = centreById(db, x.centerId)
      if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const checked = checkFiledInjury(x, centre.wire)
      if (E.isLeft(checked)) {
        const errors = checked.left.errors
        return c.json({ message: Object.values(errors)[0] ?? M.FIELD_REQUIRED, errors }, 400)
      }
      const n = Number(
        db
          .prepare('INSERT INTO injury_reports (user_id, centre_id, staff_id, created_at, data) VALUES (?, ?, ?, ?, ?)')
          .run(x.userId, centre.wire.id, i.staff.id, at, JSON.stringify(offline === undefined ? x : { ...x, offlineAction: undefined, offline: true })).lastInsertRowid,
      )
      const body: InjuryTicketWire = { id: `INJ-${1000 + n}` }
      return c.json(body, 201)
    }
    return offline === undefined ? report(now()) : applyOffline(db, now, c, i.staff, offline, i.body, { kind: 'REPORT_INJURY', centreId: i.body.centerId, customerId: i.body.userId }, report)
  })

  // ---- the profile: reading injury reports back (VIEW on PARTNER_ISSUE, at one of the staff member's centres) ----
  api.get(
    PATHS.injuries,
    { permission: ['PARTNER_ISSUE', 'VIEW'], query: InjuriesQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => {
      if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
      if (centreById(db, i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const rows = db
        .prepare('SELECT id, created_at, data FROM injury_reports WHERE user_id = ? AND centre_id = ? ORDER BY created_at DESC, id DESC LIMIT 200')
        .all(i.query.userId, i.query.centerId) as { id: number; created_at: number; data: string }[]
      const body: InjuriesWire = { injuries: rows.map((r) => reportedInjuryOf(JSON.parse(r.data) as FiledInjuryReport, `INJ-${1000 + r.id}`, r.created_at)) }
      return c.json(body)
    },
  )

  // ---- the profile: fetch cult trainers list (the injury form's trainers for its session type) ----
  api.post(
    PATHS.cultTrainers,
    { audit: 'reads', permission: ['PARTNER_ISSUE', 'VIEW'], body: CultTrainersBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
      const x = i.body
      const centre = centreById(db, x.centerId)
      if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const workout = x.workout
      if (!isWorkout(workout)) return fail(c, 400, M.unknownWorkout(workout))
      // The id names who asks: only the signed-in staff member's own is accepted.
      if (x.cultEmployeeId !== undefined && x.cultEmployeeId !== i.staff.cultEmployeeId) return fail(c, 403, M.CULT_EMPLOYEE_ID_NOT_YOURS)
      const trainers = agentsAt(db, centre.wire.centerServiceId)
        .filter((a) => trainsWorkout(a.roles, workout))
        .map((a) => ({ identityId: a.identityId, name: a.name }))
        .sort((a, b) => a.name.localeCompare(b.name))
      const body: CultTrainersWire = { trainers }
      return c.json(body)
    },
  )

  // A referral is a lead: recording one needs EDIT on CM_LEADS.
  api.post(
    PATHS.recordReferral,
    {
      audit: { action: 'RECORD_REFERRAL', subject: 'MEMBER', id: (i) => i.body.referredByUserId, only: (_i, a) => fieldOf(a, 'status') === 'OK' },
      permission: ['CM_LEADS', 'EDIT'],
      body: ReferralBody,
      centre: 'centerDetails.centerId and centerServiceCenterId (body)',
      scope: (i) => S.at([S.ofCentreId(i.body.centerDetails.centerId), S.ofServiceId(i.body.centerDetails.centerServiceCenterId)]),
    },
    (c, i) => {
    const x = i.body
    const referrer = customerById(db, x.referredByUserId)
    if (referrer === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const centre = centreById(db, x.centerDetails.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    if (x.centerDetails.centerServiceCenterId !== String(centre.wire.centerServiceId))
      return fail(c, 400, 'centerServiceCenterId does not belong to centerId')
    const alreadyReferred = db.prepare('SELECT 1 FROM referrals WHERE phone = ?').pluck()
    const answer = referralAcceptance(x.customerDetails, referrer.phone, (phone) => alreadyReferred.get(phone) !== undefined)
    if (E.isLeft(answer)) return fail(c, 400, answer.left)
    if (answer.right.status === 'OK') {
      // Who submitted it is the signed-in staff member, whatever the body says.
      const staff = i.staff
      db.prepare('INSERT INTO referrals (referrer_id, centre_id, phone, staff_id, created_at, data) VALUES (?, ?, ?, ?, ?, ?)').run(
        referrer.id,
        centre.wire.id,
        x.customerDetails.phone,
        staff.id,
        now(),
        JSON.stringify({ ...x, customerDetails: { ...x.customerDetails, name: x.customerDetails.name.trim() }, referralSubmittedByEmailId: staff.email }),
      )
    }
    const body: ReferralWire = answer.right
    return c.json(body, answer.right.status === 'OK' ? 201 : 200)
  })

  return api.app
}
