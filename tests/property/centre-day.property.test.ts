import fc from 'fast-check'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, centreHourOf, centreMinuteOfDay, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { dayDisplay, dayLabel, dayOf } from '../../ui/widgets/calendar-day'

/** Instants from 1970 to 2100, and the centre days they fall on. */
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) })
const day = instant.map((t) => formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))

// The centre's days and hours are read with the platform's Intl calendar (no date-fns-tz on the
// screens that show a day): these state that they agree with date-fns-tz everywhere.
describe("the centre's calendar, read with Intl, agrees with date-fns-tz", () => {
  it('puts an instant on the same day and hour', () => {
    fc.assert(
      fc.property(instant, (t) => {
        expect(centreDayOf(epochMs(t))).toBe(formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
        expect(dayOf(t)).toBe(formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
        expect(centreHourOf(epochMs(t))).toBe(Number(formatInTimeZone(t, CENTRE_TIME_ZONE, 'H')))
      }),
    )
  })

  it("starts a day at the same instant, its midnight: minute 0 of that day, one millisecond after the day before's end", () => {
    fc.assert(
      fc.property(day, (d) => {
        const start = startOfCentreDay(d)
        expect(start).toBe(fromZonedTime(`${d}T00:00:00.000`, CENTRE_TIME_ZONE).getTime())
        expect(centreDayOf(start)).toBe(d)
        expect(centreMinuteOfDay(start)).toBe(0)
        expect(endOfCentreDay(addDays(d, -1))).toBe(start - 1)
      }),
    )
  })

  it("writes a day's label and display as the date formats did", () => {
    fc.assert(
      fc.property(day, (d) => {
        const noon = fromZonedTime(`${d}T12:00:00`, CENTRE_TIME_ZONE)
        expect(dayLabel(d)).toBe(formatInTimeZone(noon, CENTRE_TIME_ZONE, 'EEE dd MMM'))
        expect(dayDisplay(d)).toBe(formatInTimeZone(noon, CENTRE_TIME_ZONE, 'dd-MM-yyyy'))
      }),
    )
  })

  it('keeps the worked cases', () => {
    expect(dayLabel('2026-11-25')).toBe('Wed 25 Nov')
    expect(dayDisplay('2026-01-05')).toBe('05-01-2026')
    expect(startOfCentreDay('2026-11-26')).toBe(Date.UTC(2026, 10, 25, 18, 30))
    expect(centreHourOf(epochMs(Date.UTC(2026, 10, 25, 18, 30)))).toBe(0)
  })
})
