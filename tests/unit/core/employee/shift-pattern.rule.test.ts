import { describe, expect, it } from 'vitest'
import { patternClashDays, patternInWords, patternShifts, rosterDayLabel } from '../../../../core/employee/shift-pattern.rule'
import { shiftClockTime } from '../../../../core/employee/shift-time.rule'
import { centreDayOf } from '../../../../core/shared/centre-day'
import { standardShiftPatterns } from '../../../../sandbox/seed/shift-patterns'

const [morning, evening, weekend] = standardShiftPatterns(1001, 'GYMFIT')

describe('shift patterns', () => {
  it('puts the weekday morning pattern on Monday to Friday, 6 AM to 2 PM centre time, whichever day of the week is given', () => {
    if (morning === undefined) throw new Error('no pattern')
    for (const given of ['2026-11-30', '2026-12-02', '2026-12-06']) {
      const shifts = patternShifts(morning, 'emp-1', given)
      expect(shifts.map((s) => centreDayOf(s.startTime))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'])
      expect(shifts.map((s) => `${shiftClockTime(s.startTime)} – ${shiftClockTime(s.endTime)}`)).toEqual(Array(5).fill('6:00 AM – 2:00 PM'))
      expect(shifts.every((s) => s.kind === 'FLOOR_TRAINING')).toBe(true)
    }
  })

  it('says a pattern in words, runs of days with the same times on one line', () => {
    expect(morning && patternInWords(morning)).toEqual(['Mon–Fri: 6:00 AM – 2:00 PM, Floor training'])
    expect(evening && patternInWords(evening)).toEqual(['Mon–Fri: 2:00 PM – 10:00 PM, Floor training'])
    expect(weekend && patternInWords(weekend)).toEqual(['Sat–Sun: 7:00 AM – 3:00 PM, Personal training'])
    expect(
      patternInWords({
        patternId: 'x',
        centerServiceId: 1,
        name: 'Split',
        days: [
          { weekday: 0, startMinute: 360, endMinute: 840, kind: 'COACHING' },
          { weekday: 2, startMinute: 360, endMinute: 840, kind: 'COACHING' },
          { weekday: 4, startMinute: 900, endMinute: 1440, kind: 'LIFE_GUARD' },
        ],
      }),
    ).toEqual(['Mon, Wed: 6:00 AM – 2:00 PM, Coaching', 'Fri: 3:00 PM – 12:00 AM, Life guard'])
  })

  it('morning and evening fit on the same days (2 PM ends one and starts the other); the same pattern twice clashes on each day', () => {
    if (morning === undefined || evening === undefined) throw new Error('no pattern')
    const am = patternShifts(morning, 'emp-1', '2026-11-30')
    expect(patternClashDays(patternShifts(evening, 'emp-1', '2026-11-30'), am)).toEqual([])
    expect(patternClashDays(am, am).map(rosterDayLabel)).toEqual(['Mon 30 Nov', 'Tue 01 Dec', 'Wed 02 Dec', 'Thu 03 Dec', 'Fri 04 Dec'])
  })
})
