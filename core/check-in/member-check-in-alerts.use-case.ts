import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CheckInAlert } from './check-in-alerts.rule'
import type { CheckInAlertDeskDeps } from './load-check-in-alert-settings.use-case'

/** The alerts that apply to a member at a centre now, as the server would raise them at check-in (blocking first). */
export const memberCheckInAlerts =
  (d: CheckInAlertDeskDeps) =>
  (r: { readonly userId: string; readonly centerId: number }): TaskEither<GatewayError, readonly CheckInAlert[]> =>
    d.checkInAlerts.alertsFor(r.userId, r.centerId)
