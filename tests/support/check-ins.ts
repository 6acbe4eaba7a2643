import fc from 'fast-check'
import type { CheckIn } from '../../core/check-in/check-in'
import { epochMs } from '../../core/shared/brands'

/** 2024-06-15T10:00:00+05:30, a fixed instant for examples. */
export const T0 = epochMs(Date.UTC(2024, 5, 15, 4, 30))

let next = 1
/** An Object Mother for check-ins: a validated "other" check-in of an existing member, with any field overridden. */
export const aCheckIn = (over: Partial<CheckIn> = {}): CheckIn => {
  const n = next++
  return {
    id: `ci-${n}`,
    state: 'validated',
    startTime: T0,
    endTime: epochMs(T0 + 3_600_000),
    firstName: 'Asha',
    lastName: `Member${n}`,
    userId: `user-${n}`,
    checkInType: 'other',
    userCheckinCount: 10,
    flags: [],
    hasEditLeadModalConfig: false,
    ...over,
  }
}

/** Instants between 2020 and 2030. */
export const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map(epochMs)

export const checkInArb: fc.Arbitrary<CheckIn> = fc
  .record({
    id: fc.uuid(),
    state: fc.constantFrom('created', 'validated', 'cancelled', 'rejected', 'other'),
    startTime: instantArb,
    duration: fc.integer({ min: 0, max: 4 * 3_600_000 }),
    checkInType: fc.constantFrom('trial', 'complimentary', 'other', 'PAID'),
    userCheckinCount: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    trainerId: fc.option(fc.constantFrom('t-1', 't-2', ''), { nil: undefined }),
    flags: fc.subarray(['UP_FOR_RENEWAL_FLAG', 'EDIT_LEAD', 'OTHER']),
  })
  .map(({ duration, startTime, userCheckinCount, trainerId, ...r }) => ({
    ...r,
    startTime,
    endTime: epochMs(startTime + duration),
    firstName: 'F',
    lastName: 'L',
    userId: r.id,
    hasEditLeadModalConfig: false,
    ...(userCheckinCount === undefined ? {} : { userCheckinCount }),
    ...(trainerId === undefined ? {} : { trainerId }),
  }))
