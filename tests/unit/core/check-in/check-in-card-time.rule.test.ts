import { describe, expect, it } from 'vitest'
import { DISPLAY_STATE_LABELS } from '../../../../core/check-in/check-in-card.rule'
import { cardTime, centreClockTime } from '../../../../core/check-in/check-in-card-time.rule'
import { checkInDisplayState } from '../../../../core/check-in/check-in-display-state.rule'
import { epochMs } from '../../../../core/shared/brands'
import { aCheckIn } from '../../../support/check-ins'

// 2024-06-15 14:30 UTC is 8:00 PM in Asia/Kolkata.
const start = epochMs(Date.UTC(2024, 5, 15, 14, 30))
const end = epochMs(start + 60 * 60_000)
const before = epochMs(start - 10 * 60_000)
const after = epochMs(end + 10 * 60_000)
const line = (c: Parameters<typeof cardTime>[0], now: number) => {
  const t = cardTime(c, checkInDisplayState(aCheckIn(c), epochMs(now)))
  return `${t.label} ${centreClockTime(t.at)}`
}

describe("a card's time line follows its display state", () => {
  it("says 'Booked for' the start of a booking that is still to come", () => {
    expect(line(aCheckIn({ state: 'created', startTime: start, endTime: end }), before)).toBe('Booked for 8:00 PM')
  })
  it("says 'Missed, booked for' the start once a booking's end has passed, never 'Checked in at'", () => {
    expect(line(aCheckIn({ state: 'created', startTime: start, endTime: end }), after)).toBe('Missed, booked for 8:00 PM')
  })
  it("says 'Checked in at' the check-in time while the member is in", () => {
    const c = aCheckIn({ state: 'validated', startTime: start, endTime: end, checkInTime: epochMs(start + 5 * 60_000) })
    expect(line(c, start + 20 * 60_000)).toBe('Checked in at 8:05 PM')
  })
  it("says 'Checked out at' the check-out time, else the end of the visit, once it is over", () => {
    const out = aCheckIn({ state: 'validated', startTime: start, endTime: end, checkInTime: start, checkOutTime: epochMs(end - 15 * 60_000) })
    expect(line(out, after)).toBe('Checked out at 8:45 PM')
    expect(line(aCheckIn({ state: 'validated', startTime: start, endTime: end, checkInTime: start }), after)).toBe('Checked out at 9:00 PM')
  })
})

describe('display-state badges', () => {
  it('read in the words staff use, never the codes', () => {
    expect(DISPLAY_STATE_LABELS).toEqual({ BOOKED: 'Booked', MISSED: 'Missed', CHECKED_IN: 'Checked in', CHECKED_OUT: 'Checked out' })
  })
})
