import type { CentreDay } from '../shared/centre-day-of'
import type { Paise } from '../shared/brands'

/** A range of centre days the dashboard covers, both ends included (YYYY-MM-DD, Asia/Kolkata). */
export type DashboardQuery = { readonly centreId: number; readonly from: CentreDay; readonly to: CentreDay }

/** Visits in one time-of-day bucket (part 3 §9: 4-9, 9-14, 14-18, 18-23), hours [from, to) on the centre's clock. */
export type TimeOfDayCount = { readonly fromHour: number; readonly toHour: number; readonly count: number }

/** One day of the range, for the charts. */
export type DashboardDay = { readonly day: CentreDay; readonly visits: number; readonly sales: number; readonly revenue: Paise }

/**
 * What a centre looks like over a range of days, computed by the backend from its own records:
 * visits (check-ins at a gym, play bookings at a play centre), sales and revenue, PT sessions,
 * leads due and renewals due.
 */
export type DashboardSummary = {
  readonly centreId: number
  readonly from: CentreDay
  readonly to: CentreDay
  /** 'CHECK_INS' at gyms and every other centre type, 'PLAY_BOOKINGS' at a play centre. */
  readonly visitKind: 'CHECK_INS' | 'PLAY_BOOKINGS'
  readonly visits: number
  readonly visitsByTimeOfDay: readonly TimeOfDayCount[]
  /** Completed sales (paid orders) made at the centre. */
  readonly sales: number
  readonly revenue: Paise
  /** PT sessions at the centre, not cancelled. */
  readonly ptSessions: number
  /** Open (ACTIVE) leads of the centre created by the range's end. */
  readonly leadsDue: number
  /** Memberships at the centre ending from the range's start to 30 days after its end. */
  readonly renewalsDue: number
  /** Every day of the range, in order, zeros included. */
  readonly days: readonly DashboardDay[]
}
