import fc from 'fast-check'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, centreHourOf, centreMinuteOfDay, centreWallInstant, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { clockTimeLabel, dayHeadingLabel } from '../../core/classes/class-time.rule'
import { dayLabel as profileDayLabel, orderDateLabel, paymentLinkDateLabel, sessionDateLabel } from '../../core/customer/profile-dates.rule'
import { rosterDayLabel } from '../../core/employee/shift-pattern.rule'
import { centreInstant } from '../../core/shared/field-check'
import { centreDate } from '../../core/selling/sale-day'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { dayDisplay, dayLabel, dayOf } from '../../ui/widgets/calendar-day'

/** Instants from 1970 to 2100, and the centre days they fall on. */
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) })

/** India Standard Time: UTC+05:30 all year, with no daylight saving, over these years. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/**
 * Whether date-fns-tz, the oracle here, can write this instant's time of day on this machine. It
 * formats through a Date holding the centre's wall time in the machine's own zone, so a wall time
 * that zone skips (its spring-forward hour: 2066-03-14 02:00 IST under America/Los_Angeles) comes
 * out an hour late. The platform's Intl, which the core uses, has no such gap; the worked cases
 * below keep such an instant.
 */
const oracleWritesTimeOfDay = (t: number): boolean => {
  const wall = new Date(t + IST_OFFSET_MS)
  const here = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes())
  return here.getHours() === wall.getUTCHours() && here.getMinutes() === wall.getUTCMinutes()
}

/** 2066-03-14 02:00 IST: the hour that Los Angeles skips that morning. */
const IN_A_SKIPPED_HOUR = Date.UTC(2066, 2, 13, 20, 30)
const day = instant.map((t) => formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))

// The centre's days and hours are read with the platform's Intl calendar (no date-fns-tz on the
// screens that show a day): these state that they agree with date-fns-tz everywhere.
describe("the centre's calendar, read with Intl, agrees with date-fns-tz", () => {
  it('puts an instant on the same day and hour', () => {
    fc.assert(
      fc.property(instant, (t) => {
        expect(centreDayOf(epochMs(t))).toBe(formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
        expect(dayOf(t)).toBe(formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
        fc.pre(oracleWritesTimeOfDay(t))
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
    expect(centreHourOf(epochMs(IN_A_SKIPPED_HOUR))).toBe(2)
    expect(centreDayOf(epochMs(IN_A_SKIPPED_HOUR))).toBe('2066-03-14')
  })
})

// The core's date labels and wall-clock instants are built on the same Intl calendar, so the
// composition root carries no date library: they write what date-fns-tz's formats wrote.
describe("the core's date labels, read with Intl, agree with date-fns-tz's formats", () => {
  it('writes instants as the formats did', () => {
    fc.assert(
      fc.property(instant, (t) => {
        fc.pre(oracleWritesTimeOfDay(t))
        const f = (pattern: string) => formatInTimeZone(t, CENTRE_TIME_ZONE, pattern)
        expect(orderDateLabel(epochMs(t))).toBe(f('dd MMM yyyy, h:mm a'))
        expect(sessionDateLabel(epochMs(t))).toBe(`${f('dd MMM yyyy')} | ${f('h:mm a').toLowerCase()}`)
        expect(profileDayLabel(epochMs(t))).toBe(f('dd MMM yyyy'))
        expect(paymentLinkDateLabel(epochMs(t))).toBe(f('dd-MM-yyyy HH:mm'))
        expect(clockTimeLabel(epochMs(t))).toBe(f('h:mm a'))
        expect(centreDate(epochMs(t))).toBe(f('yyyy-MM-dd'))
      }),
    )
  })

  it("writes an instant in an hour the machine's zone skips as the centre reads it", () => {
    const t = epochMs(IN_A_SKIPPED_HOUR)
    expect(orderDateLabel(t)).toBe('14 Mar 2066, 2:00 AM')
    expect(sessionDateLabel(t)).toBe('14 Mar 2066 | 2:00 am')
    expect(profileDayLabel(t)).toBe('14 Mar 2066')
    expect(paymentLinkDateLabel(t)).toBe('14-03-2066 02:00')
    expect(clockTimeLabel(t)).toBe('2:00 AM')
    expect(centreDate(t)).toBe('2066-03-14')
  })

  it('writes days as the formats did', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(rosterDayLabel(d)).toBe(formatInTimeZone(startOfCentreDay(d), CENTRE_TIME_ZONE, 'EEE dd MMM'))
        expect(dayHeadingLabel(d)).toBe(formatInTimeZone(startOfCentreDay(d), CENTRE_TIME_ZONE, 'EEE, dd MMM yyyy'))
      }),
    )
  })

  it('reads a wall-clock time of a day as the same instant', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (d, h, m) => {
        const hm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
        expect(centreWallInstant(d, h, m)).toBe(fromZonedTime(`${d}T${hm}:00`, CENTRE_TIME_ZONE).getTime())
        expect(centreInstant(d, hm)).toBe(fromZonedTime(`${d}T${hm}:00`, CENTRE_TIME_ZONE).getTime())
      }),
    )
  })
})
