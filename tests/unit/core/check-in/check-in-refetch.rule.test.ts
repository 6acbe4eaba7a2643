import { describe, expect, it } from 'vitest'
import { refetchesOnFocus } from '../../../../core/check-in/check-in-refetch.rule'
import { centreClockTime, checkedInAt } from '../../../../core/check-in/check-in-card-time.rule'
import { epochMs } from '../../../../core/shared/brands'
import { aCheckIn } from '../../../support/check-ins'

describe('refetch on focus and reconnect', () => {
  it('refetches the past check-in query (a day before today)', () => {
    expect(refetchesOnFocus('2026-11-24', '2026-11-25', 'GYMFIT')).toBe(true)
    expect(refetchesOnFocus('2026-11-24', '2026-11-25', 'ONEPASS')).toBe(true)
  })
  it('does not refetch today\u2019s list, nor anything at a CULT centre', () => {
    expect(refetchesOnFocus('2026-11-25', '2026-11-25', 'GYMFIT')).toBe(false)
    expect(refetchesOnFocus('2026-11-26', '2026-11-25', 'GYMFIT')).toBe(false)
    expect(refetchesOnFocus('2026-11-24', '2026-11-25', 'CULT')).toBe(false)
  })
})

describe("a card's 'Checked in at' time", () => {
  it('shows the check-in time as h:mm A on the centre clock', () => {
    // 2024-06-15 13:35 UTC is 7:05 PM in Asia/Kolkata.
    const t = epochMs(Date.UTC(2024, 5, 15, 13, 35))
    expect(centreClockTime(checkedInAt(aCheckIn({ checkInTime: t })))).toBe('7:05 PM')
  })
  it('falls back to the validation time, then the start (a booking)', () => {
    const v = epochMs(Date.UTC(2024, 5, 15, 0, 0))
    expect(checkedInAt(aCheckIn({ validatedAt: v }))).toBe(v)
    const b = aCheckIn({ state: 'created' })
    expect(checkedInAt(b)).toBe(b.startTime)
  })
})
