import * as t from 'io-ts'
import { DayText } from './play.codecs'
import { IntText } from './selling.codecs'

/**
 * Wire shapes of the dashboard call (issue 16; the spec names the screens and ranges, not the
 * call): GET v1/dashboard/summary?centerId&startDate&endDate (YYYY-MM-DD, Asia/Kolkata days, both
 * included). Amounts are paise.
 */
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
