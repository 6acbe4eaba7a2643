import { formatCount } from '../count-format'
// ---- Alerts at check-in: what the desk reads, what the kiosk may show, and the manager's settings ----

/** A current membership ends within the centre's renewal window: today, tomorrow, or in n days. */
export const membershipEndsIn = (days: number): string =>
  days <= 0 ? 'Membership ends today' : days === 1 ? 'Membership ends tomorrow' : `Membership ends in ${formatCount(days)} days`
export const ALERT_MEMBERSHIP_PAUSED = 'Membership is paused'
export const ALERT_PAYMENT_FAILED = 'A payment has failed'
export const ALERT_PAYMENT_PENDING = 'A payment is pending'
export const ALERT_RECENT_INJURY = 'Injury reported in the last 14 days'
export const ALERT_TRIALS_USED_UP = 'Last trial session used: no trial sessions left'
export const ALERT_BIRTHDAY = 'Birthday today'
/** The only alert text a self check-in kiosk shows, for any blocking alert. */
export const KIOSK_SEE_FRONT_DESK = 'Please see the front desk'

/** The alert kinds as a manager reads them on the settings form. */
export const CHECK_IN_ALERT_KIND_LABELS = {
  membershipEnding: 'Membership ending soon',
  membershipPaused: 'Paused membership',
  paymentDue: 'Pending or failed payment',
  recentInjury: 'Injury in the last 14 days',
  trialsUsedUp: 'Last trial session used',
  birthday: 'Birthday today',
} as const
/** What each alert does, in the manager's words. */
export const CHECK_IN_ALERT_LEVEL_LABELS = { off: 'Off', warn: 'Warn', block: 'Block' } as const
export const ALERT_RENEWAL_DAYS_LABEL = 'Warn when the membership ends within (days)'
export const alertRenewalDaysOutOfRange = (min: number, max: number): string =>
  `Enter a whole number of days from ${formatCount(min)} to ${formatCount(max)}`
export const ALERT_LEVEL_INVALID = 'Choose Off, Warn or Block'
export const ALERT_BIRTHDAY_CANNOT_BLOCK = 'A birthday can only warn'
