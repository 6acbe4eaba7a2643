import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { ValidationFailed } from '../shared/errors'
import { collect, fail, ok, type Check } from '../shared/field-check'
import { ALERT_BIRTHDAY_CANNOT_BLOCK, ALERT_LEVEL_INVALID, alertRenewalDaysOutOfRange } from '../shared/messages'
import {
  CHECK_IN_ALERT_LEVELS,
  type CheckInAlertKind,
  type CheckInAlertLevel,
  type CheckInAlertLevels,
  type CheckInAlertSettings,
} from './check-in-alerts.rule'

/** The fewest and most days ahead 'Membership ending soon' may look. */
export const RENEWAL_ALERT_MIN_DAYS = 1
export const RENEWAL_ALERT_MAX_DAYS = 60

/**
 * Every centre's settings until its manager changes them: a paused membership refuses check-in
 * (as the profile's Checkin button already does), every other alert warns, and a membership
 * ending within 7 days is flagged for renewal.
 */
export const DEFAULT_CHECK_IN_ALERT_SETTINGS: CheckInAlertSettings = {
  levels: {
    membershipPaused: 'block',
    paymentDue: 'warn',
    recentInjury: 'warn',
    trialsUsedUp: 'warn',
    membershipEnding: 'warn',
    birthday: 'warn',
  },
  renewalWithinDays: 7,
}

/** A centre's settings: its manager's saved choice, or the defaults when it has none. */
export const centreCheckInAlertSettings = (saved: CheckInAlertSettings | undefined): CheckInAlertSettings =>
  saved ?? DEFAULT_CHECK_IN_ALERT_SETTINGS

/** A manager's settings as the form (or a script) hands them over: levels by kind and the days, unchecked. */
export type CheckInAlertSettingsDraft = {
  readonly levels?: Readonly<Partial<Record<CheckInAlertKind, unknown>>>
  readonly renewalWithinDays?: unknown
}

export type CheckInAlertSettingsField = CheckInAlertKind | 'renewalWithinDays'

const level = (v: unknown): Check<CheckInAlertLevel> =>
  typeof v === 'string' && (CHECK_IN_ALERT_LEVELS as readonly string[]).includes(v.trim())
    ? ok(v.trim() as CheckInAlertLevel)
    : fail(ALERT_LEVEL_INVALID)

const birthdayLevel = (v: unknown): Check<CheckInAlertLevels['birthday']> => {
  const c = level(v)
  if (!c.ok) return c
  return c.value === 'block' ? fail(ALERT_BIRTHDAY_CANNOT_BLOCK) : ok(c.value)
}

const renewalDays = (v: unknown): Check<number> => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN
  return n >= RENEWAL_ALERT_MIN_DAYS && n <= RENEWAL_ALERT_MAX_DAYS
    ? ok(n)
    : fail(alertRenewalDaysOutOfRange(RENEWAL_ALERT_MIN_DAYS, RENEWAL_ALERT_MAX_DAYS))
}

/**
 * A manager's settings checked: every kind must be Off, Warn or Block (a birthday only Off or
 * Warn) and the days a whole number from 1 to 60. Every field's error at once.
 */
export const validateCheckInAlertSettings = (
  draft: CheckInAlertSettingsDraft,
): Either<ValidationFailed<CheckInAlertSettingsField>, CheckInAlertSettings> => {
  const l = draft.levels ?? {}
  const checked = collect({
    membershipPaused: level(l.membershipPaused),
    paymentDue: level(l.paymentDue),
    recentInjury: level(l.recentInjury),
    trialsUsedUp: level(l.trialsUsedUp),
    membershipEnding: level(l.membershipEnding),
    birthday: birthdayLevel(l.birthday),
    renewalWithinDays: renewalDays(draft.renewalWithinDays),
  })
  return pipe(
    checked,
    E.map(({ renewalWithinDays, ...levels }): CheckInAlertSettings => ({ levels, renewalWithinDays })),
  )
}
