import * as E from 'fp-ts/Either'
import type { CheckInAlertDesk } from '../../core/check-in/check-in-alert-desk.port'
import { centreCheckInAlertSettings } from '../../core/check-in/check-in-alert-settings.rule'
import { notFound } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { savedAlertSettingsOf, worldAlertsFor } from './check-in-alerts.world'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** Alerts at check-in over the in-process world: the reference behaviour of the contract suite. */
export const createInMemoryCheckInAlertDesk = (w: InMemoryProfileWorld): CheckInAlertDesk => {
  const settingsOf = (centerId: number) => {
    const mine = savedAlertSettingsOf(w).get(centerId)
    return { centerId, saved: mine !== undefined, ...centreCheckInAlertSettings(mine) }
  }
  return {
    settings: (centerId) => run(() => (w.centres.has(centerId) ? E.right(settingsOf(centerId)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    saveSettings: (centerId, s) =>
      run(() => {
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        savedAlertSettingsOf(w).set(centerId, { levels: { ...s.levels }, renewalWithinDays: s.renewalWithinDays })
        return E.right(settingsOf(centerId))
      }),
    alertsFor: (userId, centerId) =>
      run(() => {
        if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        return E.right(worldAlertsFor(w, userId, centerId))
      }),
  }
}
