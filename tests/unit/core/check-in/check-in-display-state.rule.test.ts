import { describe, expect, it } from 'vitest'
import { checkInDisplayState, checkInStatusFromRecords } from '../../../../core/check-in/check-in-display-state.rule'
import { epochMs } from '../../../../core/shared/brands'
import { aCheckIn, T0 } from '../../../support/check-ins'

const end = epochMs(T0 + 60 * 60_000)
const at = (ms: number) => epochMs(ms)

describe('check-in display state', () => {
  it('shows a created check-in as booked before its end time', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'created', endTime: end }), at(end - 1))).toBe('BOOKED')
  })
  it('shows a created check-in as booked still within the minute of its end time', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'created', endTime: end }), at(end + 59_999))).toBe('BOOKED')
  })
  it('shows a created check-in as missed once its end time is past, to the minute', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'created', endTime: end }), at(end + 60_000))).toBe('MISSED')
  })
  it('shows a validated check-in as checked in until its end time', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'validated', endTime: end }), end)).toBe('CHECKED_IN')
  })
  it('shows a validated check-in as checked out once its end time is past', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'validated', endTime: end }), at(end + 1))).toBe('CHECKED_OUT')
  })
  it('counts any other state as checked out', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'rejected', endTime: end }), T0)).toBe('CHECKED_OUT')
  })
  it('excludes cancelled check-ins', () => {
    expect(checkInDisplayState(aCheckIn({ state: 'cancelled' }), T0)).toBeUndefined()
  })
})

describe('derived status from records', () => {
  it('is never checked in without records', () => {
    expect(checkInStatusFromRecords([])).toBe('NEVER_CHECKED_IN')
  })
  it('is checked in when the first (newest) record has an in-time and no out-time', () => {
    const older = aCheckIn({ checkInTime: at(T0 - 86_400_000), checkOutTime: at(T0 - 80_000_000) })
    const open = aCheckIn({ checkInTime: T0 })
    expect(checkInStatusFromRecords([older, open])).toBe('CHECKED_IN')
  })
  it('is checked out when the first record has an out-time', () => {
    const closed = aCheckIn({ checkInTime: T0, checkOutTime: at(T0 + 1000) })
    const olderOpen = aCheckIn({ checkInTime: at(T0 - 86_400_000) })
    expect(checkInStatusFromRecords([olderOpen, closed])).toBe('CHECKED_OUT')
  })
  it('is checked out when the first record has no in-time', () => {
    expect(checkInStatusFromRecords([aCheckIn({})])).toBe('CHECKED_OUT')
  })
})
