import { type EpochMs, paise } from '../shared/brands'
import { addDays, centreDayOf, centreHourOf, endOfCentreDay, startOfCentreDay } from '../shared/centre-day'
import type { DashboardQuery, DashboardSummary } from './dashboard'
import { eachDay } from './dashboard-range.rule'
import { TIME_OF_DAY_BUCKETS, timeOfDayBucketIndex } from './time-of-day.rule'

/** The records a dashboard is computed from (what a backend keeps; the in-memory adapter holds these). */
export type DashboardRecords = {
  readonly visitKind: DashboardSummary['visitKind']
  /** Check-ins that happened (validated), or play bookings at a play centre: when they started. */
  readonly visits: readonly { readonly at: EpochMs }[]
  /** Completed sales: when and for how much (paise). */
  readonly sales: readonly { readonly at: EpochMs; readonly amount: number }[]
  readonly ptSessions: readonly { readonly at: EpochMs; readonly cancelled: boolean }[]
  readonly leads: readonly { readonly createdAt: EpochMs; readonly active: boolean }[]
  readonly membershipEnds: readonly EpochMs[]
}

/** How many days after the range's end a membership's end still counts as a renewal due. */
export const RENEWAL_WINDOW_DAYS = 30

/**
 * A centre's dashboard over a range of days from its records (the reference the sandbox's SQL
 * must agree with): visits by time-of-day bucket, sales and revenue, PT sessions, open leads,
 * renewals due, and every day of the range.
 */
export const summariseDashboard = (r: DashboardRecords, q: DashboardQuery): DashboardSummary => {
  const start = startOfCentreDay(q.from)
  const end = endOfCentreDay(q.to)
  const within = (t: number): boolean => t >= start && t <= end
  const visits = r.visits.filter((v) => within(v.at))
  const sales = r.sales.filter((s) => within(s.at))
  const byBucket = TIME_OF_DAY_BUCKETS.map(([fromHour, toHour]) => ({ fromHour, toHour, count: 0 }))
  for (const v of visits) {
    const i = timeOfDayBucketIndex(centreHourOf(v.at))
    const b = i === undefined ? undefined : byBucket[i]
    if (b !== undefined) byBucket[i as number] = { ...b, count: b.count + 1 }
  }
  const renewalEnd = endOfCentreDay(addDays(q.to, RENEWAL_WINDOW_DAYS))
  return {
    centreId: q.centreId,
    from: q.from,
    to: q.to,
    visitKind: r.visitKind,
    visits: visits.length,
    visitsByTimeOfDay: byBucket,
    sales: sales.length,
    revenue: paise(sales.reduce((s, x) => s + x.amount, 0)),
    ptSessions: r.ptSessions.filter((p) => !p.cancelled && within(p.at)).length,
    leadsDue: r.leads.filter((l) => l.active && l.createdAt <= end).length,
    renewalsDue: r.membershipEnds.filter((e) => e >= start && e <= renewalEnd).length,
    days: eachDay(q.from, q.to).map((day) => {
      const onDay = (t: EpochMs) => centreDayOf(t) === day
      const daySales = sales.filter((s) => onDay(s.at))
      return { day, visits: visits.filter((v) => onDay(v.at)).length, sales: daySales.length, revenue: paise(daySales.reduce((s, x) => s + x.amount, 0)) }
    }),
  }
}

