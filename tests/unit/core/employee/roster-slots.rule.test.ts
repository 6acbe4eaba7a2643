import { describe, expect, it } from 'vitest'
import { rosterSlots, slotBookingRefusal } from '../../../../core/employee/roster-slots.rule'
import { epochMs } from '../../../../core/shared/brands'
import { addDays, centreHourOf, startOfCentreDay } from '../../../../core/shared/centre-day'
import { HOUR_MS, MINUTE_MS } from '../../../../core/shared/constants'

const DAY = '2026-11-26'
const at = (h: number, m = 0) => epochMs(startOfCentreDay(DAY) + h * HOUR_MS + m * MINUTE_MS)

describe('roster slots (part 3 §4 slot window, §5 only free slots)', () => {
  it('a day seen from the evening before holds every hourly slot from 4 am to 10 pm', () => {
    const slots = rosterSlots(DAY, epochMs(startOfCentreDay(addDays(DAY, -1)) + 20 * HOUR_MS), [])
    expect(slots.map((s) => centreHourOf(s.startTime))).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
    expect(slots.every((s) => s.status === 'AVAILABLE' && s.endTime - s.startTime === HOUR_MS)).toBe(true)
  })

  it('today starts at the first slot no earlier than 49 minutes before now', () => {
    expect(centreHourOf(rosterSlots(DAY, at(10, 49), [])[0]?.startTime ?? epochMs(0))).toBe(10)
    expect(centreHourOf(rosterSlots(DAY, at(10, 50), [])[0]?.startTime ?? epochMs(0))).toBe(11)
  })

  it('a slot booking is Booked; a shift (a PT shift included) or a leave blocks its hours', () => {
    const theirs = [
      { kind: 'PERSONAL_TRAINING', startTime: at(5), endTime: at(6) },
      { kind: 'PERSONAL_TRAINING', startTime: at(6), endTime: at(14) },
      { kind: 'LEAVE', startTime: at(18), endTime: at(20) },
    ]
    const byHour = new Map(rosterSlots(DAY, at(0), theirs).map((s) => [centreHourOf(s.startTime), s.status]))
    expect(byHour.get(4)).toBe('AVAILABLE')
    expect(byHour.get(5)).toBe('BOOKED')
    expect(byHour.get(6)).toBe('BLOCKED')
    expect(byHour.get(13)).toBe('BLOCKED')
    expect(byHour.get(14)).toBe('AVAILABLE')
    expect(byHour.get(19)).toBe('BLOCKED')
    expect(slotBookingRefusal(at(4), DAY, at(0), theirs)).toBeUndefined()
    expect(slotBookingRefusal(at(5), DAY, at(0), theirs)).toBe('TAKEN')
    expect(slotBookingRefusal(at(4, 30), DAY, at(0), theirs)).toBe('NOT_A_SLOT')
    expect(slotBookingRefusal(at(23), DAY, at(0), theirs)).toBe('NOT_A_SLOT')
  })
})
