import { eachDay } from '../dashboard/dashboard-range.rule'
import { type EpochMs, epochMs, paise } from '../shared/brands'
import { endOfCentreDay, startOfCentreDay } from '../shared/centre-day'
import { centreDayOf } from '../shared/centre-day-of'
import type { MyPerformance, MyPerformanceQuery, PqsMetricDetail, PqsMetricRow } from './performance'
import { type PqsMetricDef, percentOf } from './pqs-metrics'

/** The records My Performance and the PQS metrics are computed from (what a backend holds). */
export type PerformanceRecords = {
  readonly orders: readonly {
    readonly orderId: string
    readonly userId: string
    readonly member: string
    readonly centreId: number
    readonly staffId: string
    readonly at: EpochMs
    readonly amount: number
    readonly cash: boolean
    readonly status: 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED' | 'CREATED'
  }[]
  readonly leads: readonly { readonly centreId: number; readonly userId: string; readonly createdBy: string; readonly at: EpochMs }[]
  readonly pitches: readonly { readonly centreId: number; readonly staffId: string; readonly at: EpochMs }[]
  readonly ptSessions: readonly { readonly id: number; readonly centreId: number; readonly member: string; readonly trainer: string; readonly at: EpochMs; readonly cancelled: boolean }[]
}

const inRange = (at: number, q: MyPerformanceQuery): boolean => at >= startOfCentreDay(q.from) && at <= endOfCentreDay(q.to)

/**
 * My Performance, the reference the in-memory adapter uses and the sandbox's SQL follows: the
 * staff member's paid orders at the centre in the range (revenue, its cash part, by day), their
 * pitches, the leads they created whose member bought at the centre in the range after the lead
 * (each lead once), and the centre's PT sessions not cancelled.
 */
export const summariseMyPerformance = (r: PerformanceRecords, staffId: string, staffName: string, q: MyPerformanceQuery): MyPerformance => {
  const mine = r.orders.filter((o) => o.centreId === q.centreId && o.staffId === staffId && o.status === 'PAYMENT_COMPLETED' && inRange(o.at, q))
  const paidAtCentre = r.orders.filter((o) => o.centreId === q.centreId && o.status === 'PAYMENT_COMPLETED' && inRange(o.at, q))
  const leadsConverted = r.leads.filter((l) => l.centreId === q.centreId && l.createdBy === staffId && paidAtCentre.some((o) => o.userId === l.userId && o.at >= l.at)).length
  return {
    centreId: q.centreId,
    from: q.from,
    to: q.to,
    staffName,
    sales: mine.length,
    revenue: paise(mine.reduce((s, o) => s + o.amount, 0)),
    cashRevenue: paise(mine.filter((o) => o.cash).reduce((s, o) => s + o.amount, 0)),
    pitches: r.pitches.filter((p) => p.centreId === q.centreId && p.staffId === staffId && inRange(p.at, q)).length,
    leadsConverted,
    ptSessions: r.ptSessions.filter((s) => s.centreId === q.centreId && !s.cancelled && inRange(s.at, q)).length,
    days: eachDay(q.from, q.to).map((day) => {
      const on = mine.filter((o) => centreDayOf(o.at) === day)
      return { day, sales: on.length, revenue: paise(on.reduce((s, o) => s + o.amount, 0)) }
    }),
  }
}

/** A PQS metric over the range: the records it counts (newest first), their share, by day. */
export const pqsMetricDetail = (r: PerformanceRecords, m: PqsMetricDef, q: MyPerformanceQuery): PqsMetricDetail => {
  const rows: PqsMetricRow[] =
    m.key === 'PAYMENT_SUCCESS'
      ? r.orders
          .filter((o) => o.centreId === q.centreId && o.status !== 'CREATED' && inRange(o.at, q))
          .map((o) => ({ at: o.at, reference: o.orderId, member: o.member, detail: o.status === 'PAYMENT_COMPLETED' ? 'Paid' : 'Payment failed', counted: o.status === 'PAYMENT_COMPLETED' }))
      : r.ptSessions
          .filter((s) => s.centreId === q.centreId && inRange(s.at, q))
          .map((s) => ({ at: s.at, reference: `PT session ${s.id}`, member: s.member, detail: s.cancelled ? 'Cancelled' : `With ${s.trainer}`, counted: !s.cancelled }))
  // Newest first; ties by reference in code-unit order (as SQL compares text).
  rows.sort((a, b) => b.at - a.at || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0))
  const counted = rows.filter((x) => x.counted).length
  return {
    id: m.id,
    name: m.name,
    definition: m.definition,
    targetPercent: m.targetPercent,
    centreId: q.centreId,
    from: q.from,
    to: q.to,
    counted,
    total: rows.length,
    percent: percentOf(counted, rows.length),
    days: eachDay(q.from, q.to).map((day) => {
      const on = rows.filter((x) => centreDayOf(epochMs(x.at)) === day)
      const c = on.filter((x) => x.counted).length
      return { day, counted: c, total: on.length, percent: percentOf(c, on.length) }
    }),
    rows,
  }
}
