import type { Hono } from 'hono'
import type { Context } from 'hono'
import type { CheckInWire } from '../../../adapters/http/contract/check-in.codecs'
import { MembershipsConfigBody, MembershipsConfigQuery, type MembershipsConfigWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { LAST_CHECK_INS_SHOWN } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById, customerById, customerProfile, fail, membershipsOf, membershipWire, seal } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** The customer profile: memberships, recent check-ins and bookings, trial use and the profile widget, at a centre. */
export const customerProfileRoutes = ({ db }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- memberships config (GET; POST with sports data for play centres) ----
  const membershipsConfig = async (c: Context, userId: string, centerId: number): Promise<Response> => {
    const u = customerById(db, userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const profile = customerProfile(db, userId)
    const lastBookings = recentCheckIns(db, userId, true)
    const children = db.prepare('SELECT COUNT(*) FROM child_users WHERE parent_user_id = ?').pluck().get(userId) as number
    const body: MembershipsConfigWire = {
      memberships: membershipsOf(db, userId, 'GYM').map(membershipWire),
      lastCheckins: recentCheckIns(db, userId, false),
      lastBookings,
      trialUsage: {
        used: profile.trial.used,
        maxCount: profile.trial.maxCount,
        status: profile.trial.used < profile.trial.maxCount ? 'ACTIVE' : 'EXHAUSTED',
      },
      isV2: profile.isV2,
      widgetData: {
        user_profile_widget: {
          primary: profile.buttons?.primary ?? null,
          secondary: profile.buttons?.secondary ?? null,
          tertiary: profile.buttons?.tertiary ?? null,
          tooltipButtons: [...(profile.buttons?.tooltipButtons ?? [])],
          trialTitle: `Trials used ${profile.trial.used}/${profile.trial.maxCount}`,
          parentPhone: children > 0 ? await seal(userId, u.phone) : null,
          emergencyPhone: profile.emergencyPhone === undefined ? null : await seal(userId, profile.emergencyPhone),
          booking_widget: { title: 'Recent bookings', recent: lastBookings },
        },
      },
    }
    return c.json(body)
  }
  api.get(PATHS.membershipsConfig, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: MembershipsConfigQuery, centre: 'centerId and centerServiceId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId), S.ofServiceId(i.query.centerServiceId)]) }, async (c, i) => {
    return membershipsConfig(c, i.params.userId, i.query.centerId)
  })
  api.post(PATHS.membershipsConfig, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: MembershipsConfigBody, centre: 'centerId and centerServiceId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    return membershipsConfig(c, i.params.userId, i.body.centerId)
  })

  return api.app
}

const recentCheckIns = (db: Db, userId: string, booking: boolean): CheckInWire[] =>
  (
    db
      .prepare(
        `SELECT full FROM check_ins WHERE user_id = ? AND state ${booking ? "= 'created'" : "= 'validated'"} ORDER BY start_time DESC LIMIT ?`,
      )
      .pluck()
      .all(userId, LAST_CHECK_INS_SHOWN) as string[]
  ).map((s) => JSON.parse(s) as CheckInWire)
