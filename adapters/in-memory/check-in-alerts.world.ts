import { centreCheckInAlertSettings } from '../../core/check-in/check-in-alert-settings.rule'
import { type CheckInAlert, type CheckInAlertSettings, type CheckInDecision, checkInAlerts, checkInDecisionOf } from '../../core/check-in/check-in-alerts.rule'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, ORDER_HISTORY_DAYS } from '../../core/shared/constants'
import type { InMemoryProfileWorld } from './profile-world'

/*
 * Alerts at check-in over the in-process world, as the sandbox computes them: the centres' saved
 * settings (kept beside the world) and what the alert rule reads of a member (gym memberships,
 * orders of the last 90 days, trial usage). The world keeps no injury reports (the injury log
 * holds its own), so no injury alert is raised here.
 */

const saved = new WeakMap<InMemoryProfileWorld, Map<number, CheckInAlertSettings>>()

export const savedAlertSettingsOf = (w: InMemoryProfileWorld): Map<number, CheckInAlertSettings> => {
  const m = saved.get(w) ?? new Map<number, CheckInAlertSettings>()
  saved.set(w, m)
  return m
}

export const worldAlertsFor = (w: InMemoryProfileWorld, userId: string, centerId: number): readonly CheckInAlert[] => {
  const now = w.clock.now()
  const since = now - ORDER_HISTORY_DAYS * DAY_MS
  const memberships = [...w.memberships.values()].filter((m) => m.userId === userId && m.kind === 'GYM').map((m) => m.membership)
  const orders = w.orders.filter((o) => o.userId === userId && o.orderCreated >= since)
  const trial = w.profiles.get(userId)?.trial
  return checkInAlerts(
    { memberships, orders, injuries: [], ...(trial === undefined ? {} : { trialUsage: trial }) },
    centreCheckInAlertSettings(savedAlertSettingsOf(w).get(centerId)),
    epochMs(now),
  )
}

export const worldCheckInDecision = (w: InMemoryProfileWorld, userId: string, centerId: number): CheckInDecision =>
  checkInDecisionOf(worldAlertsFor(w, userId, centerId))
