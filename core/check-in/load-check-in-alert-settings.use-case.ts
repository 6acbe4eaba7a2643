import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreAlertSettings, CheckInAlertDesk } from './check-in-alert-desk.port'

export type CheckInAlertDeskDeps = { readonly checkInAlerts: CheckInAlertDesk }

/** A centre's alert settings (its manager's, or the defaults), for the settings screen and the CLI. */
export const loadCheckInAlertSettings =
  (d: CheckInAlertDeskDeps) =>
  (centerId: number): TaskEither<GatewayError, CentreAlertSettings> =>
    d.checkInAlerts.settings(centerId)
