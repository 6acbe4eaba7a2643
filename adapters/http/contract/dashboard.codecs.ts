import * as t from 'io-ts'

/**
 * Wire shapes of the dashboard call (the spec names the screens and ranges, not the
 * call): GET v1/dashboard/summary?centerId&startDate&endDate (YYYY-MM-DD, Asia/Kolkata days, both
 * included). Amounts are paise.
 */
interface DashboardDayBrand {
  readonly DashboardDay: unique symbol
}
interface CentreIdTextBrand {
  readonly CentreIdText: unique symbol
}
/** A calendar day, YYYY-MM-DD (own codec: the dashboard's chunk carries no selling codecs). */
const DayText = t.brand(t.string, (s): s is t.Branded<string, DashboardDayBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s), 'DashboardDay')
/** A centre id in a query string. */
const IntText = t.brand(t.string, (s): s is t.Branded<string, CentreIdTextBrand> => /^\d{1,15}$/.test(s), 'CentreIdText')

export const DashboardQueryWire = t.type({ centerId: IntText, startDate: DayText, endDate: DayText })

const Count = t.number
export const TimeOfDayCountWire = t.type({ fromHour: t.number, toHour: t.number, count: Count })
export const DashboardDayWire = t.type({ day: t.string, visits: Count, sales: Count, revenue: t.number })
export const DashboardAnswer = t.type({
  centerId: t.number,
  startDate: t.string,
  endDate: t.string,
  visitKind: t.union([t.literal('CHECK_INS'), t.literal('PLAY_BOOKINGS')]),
  visits: Count,
  visitsByTimeOfDay: t.array(TimeOfDayCountWire),
  sales: Count,
  revenue: t.number,
  ptSessions: Count,
  leadsDue: Count,
  renewalsDue: Count,
  days: t.array(DashboardDayWire),
})
export type DashboardAnswer = t.TypeOf<typeof DashboardAnswer>
