import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CentreAlertSettings, CheckInAlertDesk } from '../../core/check-in/check-in-alert-desk.port'
import { type CentreAlertSettingsWire, CentreAlertSettingsWire as SettingsCodec, MemberAlertsWire } from './contract/check-in-alerts.codecs'
import type { HttpClient } from './http-client'
import { CHECK_IN_ALERT_PATHS } from './contract/check-in-alerts-paths'

const settingsOf = (w: CentreAlertSettingsWire): CentreAlertSettings => ({ centerId: w.centerId, saved: w.saved, levels: w.levels, renewalWithinDays: w.renewalWithinDays })

/** Alerts at check-in over HTTP: the centre's settings (GET, PUT v1/checkInAlerts/settings) and a member's alerts (GET v1/checkInAlerts/member). */
export const createHttpCheckInAlertDesk = (http: HttpClient): CheckInAlertDesk => ({
  settings: (centerId) => pipe(http.send({ path: CHECK_IN_ALERT_PATHS.checkInAlertSettings, params: { centerId } }, SettingsCodec), TE.map(settingsOf)),
  saveSettings: (centerId, s) =>
    pipe(
      http.send({ path: CHECK_IN_ALERT_PATHS.checkInAlertSettings, method: 'PUT', data: { centerId, levels: s.levels, renewalWithinDays: s.renewalWithinDays } }, SettingsCodec),
      TE.map(settingsOf),
    ),
  alertsFor: (userId, centerId) => pipe(http.send({ path: CHECK_IN_ALERT_PATHS.memberCheckInAlerts, params: { userId, centerId } }, MemberAlertsWire), TE.map((w) => w.alerts)),
})
