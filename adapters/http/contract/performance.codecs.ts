import * as t from 'io-ts'

/**
 * Wire shapes of the performance and training calls. Days are YYYY-MM-DD centre days
 * (both included), amounts paise, instants epoch ms.
 */
interface PerfDayBrand {
  readonly PerfDay: unique symbol
}
interface PerfIntTextBrand {
  readonly PerfIntText: unique symbol
}
const DayText = t.brand(t.string, (s): s is t.Branded<string, PerfDayBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s), 'PerfDay')
const IntText = t.brand(t.string, (s): s is t.Branded<string, PerfIntTextBrand> => /^\d{1,15}$/.test(s), 'PerfIntText')

export const CentreQueryWire = t.type({ centerId: IntText })
export const PerfRangeQueryWire = t.type({ centerId: IntText, startDate: DayText, endDate: DayText })
export const PqsMetricParams = t.type({ metricId: IntText })

export const MyPerformanceAnswer = t.type({
  centerId: t.number,
  startDate: t.string,
  endDate: t.string,
  staffName: t.string,
  sales: t.number,
  revenue: t.number,
  cashRevenue: t.number,
  pitches: t.number,
  leadsConverted: t.number,
  ptSessions: t.number,
  days: t.array(t.type({ day: t.string, sales: t.number, revenue: t.number })),
})
export type MyPerformanceAnswer = t.TypeOf<typeof MyPerformanceAnswer>

export const PqsMetricsAnswer = t.type({ metrics: t.array(t.type({ id: t.number, name: t.string })) })
export type PqsMetricsAnswer = t.TypeOf<typeof PqsMetricsAnswer>

const Percent = t.union([t.number, t.null])
export const PqsMetricAnswer = t.type({
  id: t.number,
  name: t.string,
  definition: t.string,
  targetPercent: t.number,
  centerId: t.number,
  startDate: t.string,
  endDate: t.string,
  counted: t.number,
  total: t.number,
  percent: Percent,
  days: t.array(t.type({ day: t.string, counted: t.number, total: t.number, percent: Percent })),
  rows: t.array(t.type({ at: t.number, reference: t.string, member: t.string, detail: t.string, counted: t.boolean })),
})
export type PqsMetricAnswer = t.TypeOf<typeof PqsMetricAnswer>

export const IframeUrlAnswer = t.type({ iframeUrl: t.string, expiresAt: t.number })
export type IframeUrlAnswer = t.TypeOf<typeof IframeUrlAnswer>

export const TrainingSessionsAnswer = t.type({
  sessions: t.array(
    t.type({
      id: t.string,
      scenario: t.string,
      startedAt: t.number,
      durationMinutes: t.number,
      score: t.number,
      outcome: t.union([t.literal('PASSED'), t.literal('NEEDS_PRACTICE')]),
      feedback: t.string,
    }),
  ),
})
export type TrainingSessionsAnswer = t.TypeOf<typeof TrainingSessionsAnswer>
