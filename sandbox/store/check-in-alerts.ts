import * as E from 'fp-ts/Either'
import { centreCheckInAlertSettings, validateCheckInAlertSettings } from '../../core/check-in/check-in-alert-settings.rule'
import { type CheckInAlertSettings, type CheckInDecision, type CheckInMemberFacts, checkInAlerts, checkInDecisionOf } from '../../core/check-in/check-in-alerts.rule'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, ORDER_HISTORY_DAYS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { customerProfile, membershipsOf } from './profile-store'

/*
 * Alerts at check-in, on the server: a centre's saved settings (check_in_alert_settings, migration
 * 27) and what the core's alert rule reads of a member, from the sandbox's own tables.
 */

/** The manager's saved settings, checked again with the core's rule on the way out (a bad row is no setting). */
export const savedAlertSettings = (db: Db, centreId: number): CheckInAlertSettings | undefined => {
  const text = db.prepare('SELECT settings FROM check_in_alert_settings WHERE centre_id = ?').pluck().get(centreId) as string | undefined
  if (text === undefined) return undefined
  const checked = validateCheckInAlertSettings(JSON.parse(text) as Parameters<typeof validateCheckInAlertSettings>[0])
  return E.isRight(checked) ? checked.right : undefined
}

/** The settings in force at a centre: its manager's, else the defaults. */
export const alertSettingsAt = (db: Db, centreId: number): CheckInAlertSettings => centreCheckInAlertSettings(savedAlertSettings(db, centreId))

export const saveAlertSettings = (db: Db, centreId: number, settings: CheckInAlertSettings, staffId: string, at: number): void => {
  db.prepare(
    `INSERT INTO check_in_alert_settings (centre_id, settings, updated_by, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(centre_id) DO UPDATE SET settings = excluded.settings, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  ).run(centreId, JSON.stringify(settings), staffId, at)
}

/**
 * What the alert rule reads of a member at a centre: their gym memberships, their orders of the
 * last 90 days, their injury reports at this centre, their trial usage and their date of birth
 * (customers.date_of_birth, migration 36; none for a customer who never gave one).
 */
export const memberFacts = (db: Db, userId: string, centreId: number, at: number): CheckInMemberFacts => {
  const orders = (
    db.prepare('SELECT data FROM customer_orders WHERE user_id = ? AND created_at >= ?').pluck().all(userId, at - ORDER_HISTORY_DAYS * DAY_MS) as string[]
  ).map((d) => {
    const o = JSON.parse(d) as { packName: string; orderCreated: number; orderStatus: 'Successful' | 'Pending' | 'Failed' }
    return { packName: o.packName, orderCreated: epochMs(o.orderCreated), orderStatus: o.orderStatus }
  })
  const injuries = (db.prepare('SELECT created_at FROM injury_reports WHERE user_id = ? AND centre_id = ?').pluck().all(userId, centreId) as number[]).map((t) => ({
    filedAt: epochMs(t),
  }))
  const trial = customerProfile(db, userId).trial
  const dateOfBirth = db.prepare('SELECT date_of_birth FROM customers WHERE id = ?').pluck().get(userId) as string | null | undefined
  return {
    memberships: membershipsOf(db, userId, 'GYM').map((m) => ({ status: m.status, start: epochMs(m.start), end: epochMs(m.end) })),
    orders,
    injuries,
    trialUsage: { used: trial.used, maxCount: trial.maxCount },
    ...(typeof dateOfBirth === 'string' ? { dateOfBirth } : {}),
  }
}

/** The alerts that apply to the member at the centre at `at`, blocking first. */
export const memberAlertsAt = (db: Db, userId: string, centreId: number, at: number) =>
  checkInAlerts(memberFacts(db, userId, centreId, at), alertSettingsAt(db, centreId), epochMs(at))

/** Whether the member may check in at the centre at `at`, with the centre's settings. */
export const checkInDecisionAt = (db: Db, userId: string, centreId: number, at: number): CheckInDecision =>
  checkInDecisionOf(memberAlertsAt(db, userId, centreId, at))
