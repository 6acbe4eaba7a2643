import { describe, expect, it } from 'vitest'
import { bucketHourWords, bucketSlots, isSlotSelectable, slotFetchStart, slotInWords } from '../../../../core/pt/trainer-slots.rule'
import { SLOT_BLOCKED, SLOT_BOOKED } from '../../../../core/shared/messages'
import { epochMs } from '../../../../core/shared/brands'

const ist = (h: number, m = 0) => epochMs(Date.UTC(2024, 5, 15, h, m) - 330 * 60_000)

describe('trainer slots', () => {
  it('start from now minus 49 minutes during the day', () => {
    expect(slotFetchStart('2024-06-15', ist(10))).toBe(ist(9, 11))
  })
  it('start from the start of the day when that is later', () => {
    expect(slotFetchStart('2024-06-15', ist(0, 30))).toBe(ist(0))
    expect(slotFetchStart('2024-06-16', ist(10))).toBe(epochMs(ist(0) + 86_400_000))
  })
  it('can be chosen only when not blocked or booked', () => {
    expect(isSlotSelectable({ status: 'AVAILABLE' })).toBe(true)
    expect(isSlotSelectable({ status: 'BLOCKED' })).toBe(false)
    expect(isSlotSelectable({ status: 'BOOKED' })).toBe(false)
  })
  it('are grouped into the 4-hour buckets 4-9, 9-14, 14-18, 18-23 by their Asia/Kolkata hour', () => {
    const s = (h: number) => ({ startTime: ist(h), endTime: ist(h + 1), status: 'AVAILABLE' })
    const buckets = bucketSlots([s(3), s(4), s(8), s(9), s(13), s(14), s(17), s(18), s(22), s(23)])
    expect(buckets.map((b) => [b.fromHour, b.toHour, b.slots.length])).toEqual([
      [4, 9, 2],
      [9, 14, 2],
      [14, 18, 2],
      [18, 23, 2],
    ])
  })
})

describe('a slot and a bucket in words', () => {
  it("says '(Booked)' or '(Blocked)' after the times of a slot that cannot be chosen, whatever the status's case", () => {
    expect(slotInWords('6:00 AM', '7:00 AM', 'AVAILABLE')).toBe('6:00 AM – 7:00 AM')
    expect(slotInWords('6:00 AM', '7:00 AM', 'booked')).toBe(`6:00 AM – 7:00 AM (${SLOT_BOOKED})`)
    expect(slotInWords('6:00 AM', '7:00 AM', 'BLOCKED')).toBe(`6:00 AM – 7:00 AM (${SLOT_BLOCKED})`)
  })
  it('writes a bucket hour on a 12-hour clock', () => {
    expect([4, 9, 12, 14, 18, 23, 0].map(bucketHourWords)).toEqual(['4 AM', '9 AM', '12 PM', '2 PM', '6 PM', '11 PM', '12 AM'])
  })
})
