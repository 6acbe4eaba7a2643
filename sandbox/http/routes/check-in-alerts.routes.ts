import * as E from 'fp-ts/Either'
import { type Hono } from 'hono'
import { AlertSettingsQuery, type CentreAlertSettingsWire, MemberAlertsQuery, type MemberAlertsWire, SaveAlertSettingsBody } from '../../../adapters/http/contract/check-in-alerts.codecs'
import { CHECK_IN_ALERT_SETTINGS_RESOURCE } from '../../../core/access/kiosk-session.rule'
import { validateCheckInAlertSettings } from '../../../core/check-in/check-in-alert-settings.rule'
import type { CheckInAlertSettings } from '../../../core/check-in/check-in-alerts.rule'
import * as M from '../../../core/shared/messages'
import { alertSettingsAt, memberAlertsAt, saveAlertSettings, savedAlertSettings } from '../../store/check-in-alerts'
import { centreById, customerById, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { invalidFields } from '../field-errors'
import { type RouteDeps, routeTable } from '../route'
import { CHECK_IN_ALERT_PATHS } from '../../../adapters/http/contract/check-in-alerts-paths'

/**
 * Alerts at check-in: a centre's settings (read and saved by its manager, checked with the core's
 * settings rule) and the alerts that apply to a member at a centre now (the core's alert rule with
 * the centre's settings, the same the check-in calls apply).
 */
export const checkInAlertsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  const answer = (centerId: number): CentreAlertSettingsWire => {
    const s: CheckInAlertSettings = alertSettingsAt(db, centerId)
    return { centerId, saved: savedAlertSettings(db, centerId) !== undefined, levels: { ...s.levels }, renewalWithinDays: s.renewalWithinDays }
  }

  api.get(
    CHECK_IN_ALERT_PATHS.checkInAlertSettings,
    { permission: [CHECK_IN_ALERT_SETTINGS_RESOURCE, 'VIEW'], query: AlertSettingsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => (centreById(db, i.query.centerId) === undefined ? fail(c, 404, M.CENTRE_NOT_FOUND) : c.json(answer(i.query.centerId))),
  )

  api.put(
    CHECK_IN_ALERT_PATHS.checkInAlertSettings,
    { audit: { action: 'SAVE_CHECK_IN_ALERTS', subject: 'SETTING', id: (i) => i.body.centerId }, permission: [CHECK_IN_ALERT_SETTINGS_RESOURCE, 'EDIT'], body: SaveAlertSettingsBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
      if (centreById(db, i.body.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const checked = validateCheckInAlertSettings({ levels: i.body.levels, renewalWithinDays: i.body.renewalWithinDays })
      if (E.isLeft(checked)) return invalidFields(c, checked.left.errors as Record<string, string>)
      saveAlertSettings(db, i.body.centerId, checked.right, i.staff.id, now())
      return c.json(answer(i.body.centerId))
    },
  )

  api.get(
    CHECK_IN_ALERT_PATHS.memberCheckInAlerts,
    { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: MemberAlertsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => {
      if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
      if (centreById(db, i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const body: MemberAlertsWire = { alerts: memberAlertsAt(db, i.query.userId, i.query.centerId, now()).map((a) => ({ ...a })) }
      return c.json(body)
    },
  )

  return api.app
}
