import type { Paise } from '../shared/brands'
import type { CentreDay } from '../shared/centre-day-of'

/** The signed-in staff member's own figures at a centre over a range of centre days (both included). */
export type MyPerformanceQuery = { readonly centreId: number; readonly from: CentreDay; readonly to: CentreDay }

/** One day of My Performance, for the chart and the table by day. */
export type MyPerformanceDay = { readonly day: CentreDay; readonly sales: number; readonly revenue: Paise }

/**
 * My Performance (/cm-performance): what the signed-in staff member did at the centre, computed by
 * the backend from its own records: the paid sales they made and their revenue (cash part beside
 * it), the pitches they recorded, the leads they created whose member then bought at the centre,
 * and the PT sessions held at the centre.
 */
export type MyPerformance = {
  readonly centreId: number
  readonly from: CentreDay
  readonly to: CentreDay
  readonly staffName: string
  /** Paid (PAYMENT_COMPLETED) orders the staff member created at the centre in the range. */
  readonly sales: number
  readonly revenue: Paise
  /** The part of the revenue paid in cash (cash and group-buy cash). */
  readonly cashRevenue: Paise
  /** Pitches the staff member recorded at the centre in the range. */
  readonly pitches: number
  /** Leads the staff member created at the centre whose member bought there in the range, after the lead. */
  readonly leadsConverted: number
  /** PT sessions at the centre in the range, not cancelled. */
  readonly ptSessions: number
  /** Every day of the range, in order, zeros included. */
  readonly days: readonly MyPerformanceDay[]
}

/** A PQS (partner quality score) metric as the list names it. */
export type PqsMetricSummary = { readonly id: number; readonly name: string }

/** One day of a PQS metric: how many counted out of how many, and the share (undefined on a day with none). */
export type PqsMetricDay = { readonly day: CentreDay; readonly counted: number; readonly total: number; readonly percent: number | undefined }

/** A record behind a PQS metric: what it is, when, whether it counted for the metric. */
export type PqsMetricRow = {
  readonly at: number
  readonly reference: string
  readonly member: string
  readonly detail: string
  readonly counted: boolean
}

/** A PQS metric's detail (/PQS/metricDetails/:id): definition, values over time and the records behind them. */
export type PqsMetricDetail = {
  readonly id: number
  readonly name: string
  readonly definition: string
  /** The share the centre aims for, percent. */
  readonly targetPercent: number
  readonly centreId: number
  readonly from: CentreDay
  readonly to: CentreDay
  readonly counted: number
  readonly total: number
  readonly percent: number | undefined
  readonly days: readonly PqsMetricDay[]
  /** Newest first. */
  readonly rows: readonly PqsMetricRow[]
}

/** The embedded CM Score page: a signed URL the backend serves, valid until expiresAt. */
export type ScoreEmbed = { readonly url: string; readonly expiresAt: number }

export type TrainingOutcome = 'PASSED' | 'NEEDS_PRACTICE'

/** A CM Training session: the staff member practised a call with the voice agent. */
export type TrainingSession = {
  readonly id: string
  readonly scenario: string
  readonly startedAt: number
  readonly durationMinutes: number
  /** Out of 100. */
  readonly score: number
  readonly outcome: TrainingOutcome
  readonly feedback: string
}
