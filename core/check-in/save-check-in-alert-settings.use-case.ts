import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { CHECK_IN_ALERTS_SAVED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { CentreAlertSettings } from './check-in-alert-desk.port'
import { type CheckInAlertSettingsDraft, type CheckInAlertSettingsField, validateCheckInAlertSettings } from './check-in-alert-settings.rule'
import type { CheckInAlertDeskDeps } from './load-check-in-alert-settings.use-case'

export type SaveCheckInAlertSettingsError = ValidationFailed<CheckInAlertSettingsField> | ActionFailed<'AlertSettingsRefused'>

/**
 * A manager saves a centre's alert settings: checked with the settings rule first (every field's
 * error at once, nothing sent), then saved by the server, which checks them again and checks the
 * manager's permission and centre.
 */
export const saveCheckInAlertSettings =
  (d: CheckInAlertDeskDeps) =>
  (r: { readonly centerId: number; readonly draft: CheckInAlertSettingsDraft }): TaskEither<SaveCheckInAlertSettingsError, Done<CentreAlertSettings>> =>
    pipe(
      TE.fromEither(validateCheckInAlertSettings(r.draft)),
      TE.chainW((settings) => act('AlertSettingsRefused', serverSays, CHECK_IN_ALERTS_SAVED)(d.checkInAlerts.saveSettings(r.centerId, settings))),
    )
