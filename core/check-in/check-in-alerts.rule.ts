import type { TrialUsage } from '../customer/customer'
import type { OrderRow } from '../customer/order'
import type { ReportedInjury } from '../injury/injury-log.port'
import type { Membership } from '../membership/membership'
import { membershipTiming } from '../membership/membership-status.rule'
import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day'
import { calendarDayIndex } from '../shared/field-check'
import {
  ALERT_BIRTHDAY,
  ALERT_MEMBERSHIP_PAUSED,
  ALERT_PAYMENT_FAILED,
  ALERT_PAYMENT_PENDING,
  ALERT_RECENT_INJURY,
  ALERT_TRIALS_USED_UP,
  KIOSK_SEE_FRONT_DESK,
  membershipEndsIn,
} from '../shared/messages'

/*
 * Alerts at check-in: from what the profile already knows of a member, the centre's alert settings
 * and the moment of the check-in (days on the centre's clock), the alerts the desk sees and whether
 * the check-in goes ahead. Each alert kind is off, warns (check in and show it) or blocks (refuse
 * and say why). A self check-in kiosk shows none of it: only 'Please see the front desk' when refused.
 */

/** The alert kinds, in the order the desk reads them. */
export const CHECK_IN_ALERT_KINDS = [
  'membershipPaused',
  'paymentDue',
  'recentInjury',
  'trialsUsedUp',
  'membershipEnding',
  'birthday',
] as const
export type CheckInAlertKind = (typeof CHECK_IN_ALERT_KINDS)[number]

/** What an alert does when it applies. */
export type CheckInAlertLevel = 'off' | 'warn' | 'block'
export const CHECK_IN_ALERT_LEVELS: readonly CheckInAlertLevel[] = ['off', 'warn', 'block']
/** The level an alert shows at: only the switched-on levels. */
export type CheckInAlertSeverity = Exclude<CheckInAlertLevel, 'off'>

/** A birthday is good news: it may warn (greet the member) but never refuse a check-in. */
export type CheckInAlertLevels = { readonly [K in CheckInAlertKind]: K extends 'birthday' ? Exclude<CheckInAlertLevel, 'block'> : CheckInAlertLevel }

/** A centre's alert settings, chosen by its manager. */
export type CheckInAlertSettings = {
  readonly levels: CheckInAlertLevels
  /** 'Membership ending soon' applies when the membership's last day is at most this many centre days away. */
  readonly renewalWithinDays: number
}

/** How far back an injury report still raises an alert, in centre days (the 14 days). */
export const RECENT_INJURY_DAYS = 14

/**
 * What the alerts read of a member, all of it already modelled by the profile except the date of
 * birth, which the profile does not carry yet and is taken as it is given ('YYYY-MM-DD').
 */
export type CheckInMemberFacts = {
  readonly memberships: readonly Pick<Membership, 'status' | 'start' | 'end'>[]
  /** The member's order history (the profile loads the last 90 days). */
  readonly orders: readonly Pick<OrderRow, 'packName' | 'orderCreated' | 'orderStatus'>[]
  /** The member's injury reports at this centre. */
  readonly injuries: readonly Pick<ReportedInjury, 'filedAt'>[]
  readonly trialUsage?: Pick<TrialUsage, 'used' | 'maxCount'>
  /** 'YYYY-MM-DD'; absent or not a real date means no birthday alert. */
  readonly dateOfBirth?: string
}

/** One alert as the desk sees it. */
export type CheckInAlert = {
  readonly kind: CheckInAlertKind
  readonly severity: CheckInAlertSeverity
  readonly message: string
}

/** The outcome: check in (showing the warnings), or refuse with the blocking reasons (warnings still shown). */
export type CheckInDecision =
  | { readonly outcome: 'checkIn'; readonly warnings: readonly CheckInAlert[] }
  | { readonly outcome: 'refuse'; readonly reasons: readonly CheckInAlert[]; readonly warnings: readonly CheckInAlert[] }

const dayIndexOf = (t: number): number => calendarDayIndex(centreDayOf(t)) ?? 0

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/**
 * Whether today (the centre's day at `now`) is the member's birthday. A 29 February birthday is
 * kept on 28 February in a year without one, so it stays in the member's own month.
 */
export const isBirthdayToday = (dateOfBirth: string | undefined, now: EpochMs): boolean => {
  if (dateOfBirth === undefined || calendarDayIndex(dateOfBirth) === undefined) return false
  const [, birthMonth, birthDay] = dateOfBirth.trim().split('-').map(Number)
  const [year, month, day] = centreDayOf(now).split('-').map(Number)
  if (birthMonth === 2 && birthDay === 29 && !isLeapYear(year ?? 0)) return month === 2 && day === 28
  return month === birthMonth && day === birthDay
}

/**
 * Centre days left on the member's current memberships when none follows them: the last day of the
 * latest-ending current membership minus today (0 when it ends today). Undefined when the member
 * has no current membership or has already renewed (an upcoming membership exists).
 */
export const daysUntilMembershipEnds = (memberships: CheckInMemberFacts['memberships'], now: EpochMs): number | undefined => {
  const current = memberships.filter((m) => membershipTiming(m, now) === 'current')
  if (current.length === 0 || memberships.some((m) => membershipTiming(m, now) === 'upcoming')) return undefined
  const lastEnd = Math.max(...current.map((m) => m.end))
  return dayIndexOf(lastEnd) - dayIndexOf(now)
}

/** Paused when the member holds a current membership and every current one is paused. */
export const isMembershipPaused = (memberships: CheckInMemberFacts['memberships'], now: EpochMs): boolean => {
  const current = memberships.filter((m) => membershipTiming(m, now) === 'current')
  return current.length > 0 && current.every((m) => m.status === 'PAUSED')
}

/**
 * The payment still owed: an order that is Pending or Failed and was not settled by a later
 * Successful order of the same pack. 'Failed' when any open order failed, else 'Pending'.
 */
export const openPayment = (orders: CheckInMemberFacts['orders']): 'Failed' | 'Pending' | undefined => {
  const open = orders.filter(
    (o) =>
      o.orderStatus !== 'Successful' &&
      !orders.some((s) => s.orderStatus === 'Successful' && s.packName === o.packName && s.orderCreated > o.orderCreated),
  )
  return open.some((o) => o.orderStatus === 'Failed') ? 'Failed' : open.some((o) => o.orderStatus === 'Pending') ? 'Pending' : undefined
}

/** An injury report filed today or on any of the 14 centre days before. */
export const hasRecentInjury = (injuries: CheckInMemberFacts['injuries'], now: EpochMs): boolean => {
  const today = dayIndexOf(now)
  return injuries.some((i) => dayIndexOf(i.filedAt) >= today - RECENT_INJURY_DAYS)
}

/** Every trial session used (a trial allowance was given) and no current membership to check in with. */
export const trialsUsedUp = (facts: Pick<CheckInMemberFacts, 'memberships' | 'trialUsage'>, now: EpochMs): boolean => {
  const t = facts.trialUsage
  return (
    t !== undefined &&
    t.maxCount > 0 &&
    t.used >= t.maxCount &&
    !facts.memberships.some((m) => membershipTiming(m, now) === 'current')
  )
}

/** The message of a kind when it applies to the member, or undefined when it does not. */
const alertMessage = (kind: CheckInAlertKind, facts: CheckInMemberFacts, settings: CheckInAlertSettings, now: EpochMs): string | undefined => {
  switch (kind) {
    case 'membershipEnding': {
      const days = daysUntilMembershipEnds(facts.memberships, now)
      return days !== undefined && days >= 0 && days <= settings.renewalWithinDays ? membershipEndsIn(days) : undefined
    }
    case 'membershipPaused':
      return isMembershipPaused(facts.memberships, now) ? ALERT_MEMBERSHIP_PAUSED : undefined
    case 'paymentDue': {
      const open = openPayment(facts.orders)
      return open === 'Failed' ? ALERT_PAYMENT_FAILED : open === 'Pending' ? ALERT_PAYMENT_PENDING : undefined
    }
    case 'recentInjury':
      return hasRecentInjury(facts.injuries, now) ? ALERT_RECENT_INJURY : undefined
    case 'trialsUsedUp':
      return trialsUsedUp(facts, now) ? ALERT_TRIALS_USED_UP : undefined
    case 'birthday':
      return isBirthdayToday(facts.dateOfBirth, now) ? ALERT_BIRTHDAY : undefined
  }
}

/** The alerts that apply to the member under the centre's settings: blocking ones first, then in kind order. */
export const checkInAlerts = (facts: CheckInMemberFacts, settings: CheckInAlertSettings, now: EpochMs): readonly CheckInAlert[] => {
  const alerts: CheckInAlert[] = []
  for (const kind of CHECK_IN_ALERT_KINDS) {
    const level: CheckInAlertLevel = settings.levels[kind]
    if (level === 'off') continue
    const message = alertMessage(kind, facts, settings, now)
    if (message !== undefined) alerts.push({ kind, severity: level, message })
  }
  return [...alerts.filter((a) => a.severity === 'block'), ...alerts.filter((a) => a.severity === 'warn')]
}

/** Refuse when any alert blocks (its words are the reasons); otherwise check in and show the warnings. */
export const checkInDecisionOf = (alerts: readonly CheckInAlert[]): CheckInDecision => {
  const reasons = alerts.filter((a) => a.severity === 'block')
  const warnings = alerts.filter((a) => a.severity === 'warn')
  return reasons.length > 0 ? { outcome: 'refuse', reasons, warnings } : { outcome: 'checkIn', warnings }
}

/** The alerts and the decision for a member at the centre now. */
export const decideCheckIn = (facts: CheckInMemberFacts, settings: CheckInAlertSettings, now: EpochMs): CheckInDecision =>
  checkInDecisionOf(checkInAlerts(facts, settings, now))

/**
 * What a self check-in kiosk may show of a decision: whether the member may go in and, when
 * refused, only 'Please see the front desk'. No alert's words, kind or count, and no warning.
 */
export type KioskAlertView = { readonly canCheckIn: true } | { readonly canCheckIn: false; readonly message: string }

export const kioskAlertView = (decision: CheckInDecision): KioskAlertView =>
  decision.outcome === 'refuse' ? { canCheckIn: false, message: KIOSK_SEE_FRONT_DESK } : { canCheckIn: true }
