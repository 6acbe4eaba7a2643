import { describe, expect, it } from 'vitest'
import { isBookingActive } from '../../../../core/customer/booking-window.rule'
import { epochMs } from '../../../../core/shared/brands'

const MIN = 60_000
const b = { startTime: epochMs(100 * MIN), endTime: epochMs(160 * MIN) }

describe('booking window', () => {
  it('is active from 30 minutes before its start until 30 minutes after its end', () => {
    expect(isBookingActive(b, epochMs(70 * MIN))).toBe(true)
    expect(isBookingActive(b, epochMs(190 * MIN))).toBe(true)
  })
  it('is not active earlier or later', () => {
    expect(isBookingActive(b, epochMs(70 * MIN - 1))).toBe(false)
    expect(isBookingActive(b, epochMs(190 * MIN + 1))).toBe(false)
  })
})
