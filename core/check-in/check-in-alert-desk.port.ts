import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CheckInAlert, CheckInAlertSettings } from './check-in-alerts.rule'

/** A centre's alert settings as the server keeps them: its manager's choice, or the defaults. */
export type CentreAlertSettings = CheckInAlertSettings & {
  readonly centerId: number
  /** false while the centre runs on the defaults (no manager has saved a choice). */
  readonly saved: boolean
}

/**
 * Alerts at check-in, kept per centre by the server: the settings a manager reads and saves, and
 * the alerts that apply to a member at a centre now (computed by the server with the core's rule).
 */
export interface CheckInAlertDesk {
  settings(centerId: number): TaskEither<GatewayError, CentreAlertSettings>
  saveSettings(centerId: number, settings: CheckInAlertSettings): TaskEither<GatewayError, CentreAlertSettings>
  alertsFor(userId: string, centerId: number): TaskEither<GatewayError, readonly CheckInAlert[]>
}
