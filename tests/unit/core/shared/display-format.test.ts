import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCalendarDay,
  formatCount,
  formatDateTime,
  formatDay,
  formatPickerDay,
  formatShortDay,
  formatTime,
  parsePickerDay,
} from '../../../../core/shared/display-format'
import { formatRupees } from '../../../../core/shared/money'
import { paise } from '../../../../core/shared/brands'

// 3 Dec 2026, 7:37 in the centre's zone (UTC+5:30) is 02:07 UTC.
const AT = Date.UTC(2026, 11, 3, 2, 7)

describe('display formats (part 1 §9: dd-MM-yyyy picker, h:mm A times, DD MMM YYYY days)', () => {
  it('writes times as h:mm A, never am/pm in lower case', () => {
    expect(formatTime(AT)).toBe('7:37 AM')
    expect(formatTime(Date.UTC(2026, 11, 3, 12, 0))).toBe('5:30 PM')
    expect(formatDateTime(AT)).toBe('03 Dec 2026, 7:37 AM')
  })

  it('writes days with two digits, the same with and without the year', () => {
    expect(formatDay(AT)).toBe('03 Dec 2026')
    expect(formatShortDay(AT)).toBe('03 Dec')
    expect(formatCalendarDay('2026-11-25')).toBe('25 Nov 2026')
  })

  it('groups counts as the money formatter groups rupees', () => {
    expect(formatCount(10000)).toBe('10,000')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1234567)).toBe('12,34,567')
    expect(formatCount(-2500)).toBe('-2,500')
    expect(formatCount(12.5)).toBe('12.5')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => {
        expect(formatCount(n)).toBe(formatRupees(paise(n * 100)).replace('₹', '').replace(/\.00$/, ''))
        expect(Number(formatCount(n).replace(/,/g, ''))).toBe(n)
      }),
    )
  })

  it('reads what is typed in the picker as dd-MM-yyyy, and writes it back the same', () => {
    expect(parsePickerDay('27-11-2026')).toBe('2026-11-27')
    expect(parsePickerDay('7/1/2026')).toBe('2026-01-07')
    expect(parsePickerDay(' 29.02.2028 ')).toBe('2028-02-29')
    expect(parsePickerDay('2026-11-27')).toBe('2026-11-27')
    for (const bad of ['11/27/2026', '31-02-2026', '29-02-2027', '2026-02-30', '2026-1-7', '27-11-26', '', 'today', '00-01-2026'])
      expect(parsePickerDay(bad), bad).toBeUndefined()
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10)
        expect(parsePickerDay(formatPickerDay(day))).toBe(day)
        expect(formatPickerDay(day)).toMatch(/^\d{2}-\d{2}-\d{4}$/)
      }),
    )
  })
})

describe('display formats agree with the calendar at every instant', () => {
  it('formatDateTime is the centre wall clock (UTC+5:30) written as DD MMM YYYY, h:mm A', () => {
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (t) => {
        // The oracle: India has kept UTC+5:30 without daylight saving since 1945.
        const d = new Date(t + 330 * 60_000)
        const h = d.getUTCHours()
        const expected = `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
        expect(formatDateTime(t)).toBe(expected)
      }),
    )
  })
})
