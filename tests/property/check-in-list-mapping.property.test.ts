import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkInFromWireFast, checkInsFromWireFast } from '../../adapters/http/check-in-list.mapping'
import type { CheckInWire } from '../../adapters/http/contract/check-in.codecs'
import { checkInFromWire } from '../../adapters/http/wire-mapping'

const orNull = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constant(null), fc.constant(undefined))

const wireCheckIn: fc.Arbitrary<CheckInWire> = fc.record(
  {
    id: fc.integer(),
    centerId: fc.integer(),
    state: fc.constantFrom('created' as const, 'validated' as const, 'cancelled' as const),
    startTime: fc.integer(),
    endTime: fc.integer(),
    userId: fc.string(),
    checkInType: fc.constantFrom('trial' as const, 'complimentary' as const, 'other' as const),
    flags: fc.array(fc.constantFrom('UP_FOR_RENEWAL_FLAG', 'EDIT_LEAD', 'X')),
    validatedAt: orNull(fc.integer()),
    checkInTime: orNull(fc.integer()),
    checkOutTime: orNull(fc.integer()),
    firstName: orNull(fc.string()),
    lastName: orNull(fc.string()),
    userCheckinCount: orNull(fc.integer({ min: 0, max: 20 })),
    trainerId: orNull(fc.string()),
    trainerName: orNull(fc.string()),
    checkInGuidance: orNull(fc.record({ status: fc.string() })),
    lead: orNull(fc.record({ leadType: fc.string() })),
    modalConfigPayload: orNull(fc.record({ EDIT_LEAD: orNull(fc.record({ userId: fc.string(), centerId: fc.integer() })) }, { requiredKeys: [] })),
  },
  { requiredKeys: ['id', 'centerId', 'state', 'startTime', 'endTime', 'userId', 'checkInType', 'flags'] },
) as fc.Arbitrary<CheckInWire>

describe('the hot-path check-in mapping', () => {
  it('maps every wire record to the same check-in as the reference mapping (absent and null alike)', () => {
    fc.assert(
      fc.property(wireCheckIn, (w) => {
        expect(checkInFromWireFast(w)).toStrictEqual(checkInFromWire(w))
      }),
    )
  })

  it('maps a whole list in order, one check-in per record', () => {
    fc.assert(
      fc.property(fc.array(wireCheckIn, { maxLength: 20 }), (ws) => {
        expect(checkInsFromWireFast(ws)).toStrictEqual(ws.map(checkInFromWire))
      }),
    )
  })
})
