import { describe, expect, it } from 'vitest'
import {
  canGoToNextDay,
  checkInListWindow,
  clampListDay,
  pickedWindow,
  timeLabel,
  timePickerOptions,
} from '../../../../core/check-in/check-in-window.rule'
import { epochMs } from '../../../../core/shared/brands'

// 2024-06-15 10:00 in Asia/Kolkata
const now = epochMs(Date.UTC(2024, 5, 15, 4, 30))

describe('check-in list windows', () => {
  it('defaults the validated list to the last 90 minutes to 1 minute ahead', () => {
    expect(checkInListWindow('validated', '2024-06-15', now)).toEqual({ from: now - 90 * 60_000, to: now + 60_000 })
  })
  it('uses the whole day (Asia/Kolkata) for a past day', () => {
    expect(checkInListWindow('validated', '2024-06-14', now)).toEqual({
      from: Date.UTC(2024, 5, 13, 18, 30),
      to: Date.UTC(2024, 5, 14, 18, 30) - 1,
    })
  })
  it('cannot take the validated list past today', () => {
    expect(clampListDay('validated', '2024-06-16', now)).toBe('2024-06-15')
    expect(checkInListWindow('validated', '2024-06-16', now)).toEqual(checkInListWindow('validated', '2024-06-15', now))
    expect(canGoToNextDay('validated', '2024-06-15', now)).toBe(false)
    expect(canGoToNextDay('validated', '2024-06-14', now)).toBe(true)
  })
  it('lets the bookings list look at any whole day, including later days', () => {
    expect(canGoToNextDay('created', '2024-06-20', now)).toBe(true)
    expect(checkInListWindow('created', '2024-06-16', now)).toEqual({
      from: Date.UTC(2024, 5, 15, 18, 30),
      to: Date.UTC(2024, 5, 16, 18, 30) - 1,
    })
  })
  it('turns From and To picks into instants on the centre day', () => {
    expect(pickedWindow('2024-06-15', 9 * 60, 10 * 60 + 30)).toEqual({ from: Date.UTC(2024, 5, 15, 3, 30), to: Date.UTC(2024, 5, 15, 5, 0) })
  })
})

describe('time pickers', () => {
  it('step 30 minutes by default', () => {
    const options = timePickerOptions()
    expect(options).toHaveLength(48)
    expect(options.slice(0, 3).map((o) => o.label)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM'])
    expect(options.at(-1)).toEqual({ minuteOfDay: 1410, label: '11:30 PM' })
  })
  it('step 15 minutes when a short interval is requested', () => {
    expect(timePickerOptions(true)).toHaveLength(96)
    expect(timePickerOptions(true)[1]?.label).toBe('12:15 AM')
  })
  it('label times as h:mm A', () => {
    expect(timeLabel(12 * 60)).toBe('12:00 PM')
    expect(timeLabel(13 * 60 + 5)).toBe('1:05 PM')
  })
})
