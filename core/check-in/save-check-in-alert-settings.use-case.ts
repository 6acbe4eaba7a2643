import type { TaskEither } from 'fp-ts/TaskEither'
import { CHECK_IN_ALERTS_SAVED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { CentreAlertSettings } from './check-in-alert-desk.port'
import type { CheckInAlertSettings } from './check-in-alerts.rule'
import type { CheckInAlertDeskDeps } from './load-check-in-alert-settings.use-case'

export type SaveCheckInAlertSettingsError = ActionFailed<'AlertSettingsRefused'>

/**
 * A manager saves a centre's alert settings, checked beforehand with the settings rule
 * (`validateCheckInAlertSettings`: the form shows every field's error at once and sends nothing);
 * the server checks them again, and the manager's permission and centre.
 */
export const saveCheckInAlertSettings =
  (d: CheckInAlertDeskDeps) =>
  (r: { readonly centerId: number; readonly settings: CheckInAlertSettings }): TaskEither<SaveCheckInAlertSettingsError, Done<CentreAlertSettings>> =>
    act('AlertSettingsRefused', serverSays, CHECK_IN_ALERTS_SAVED)(d.checkInAlerts.saveSettings(r.centerId, r.settings))
