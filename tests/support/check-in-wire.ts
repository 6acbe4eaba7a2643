import fc from 'fast-check'
import type { CheckInWire } from '../../adapters/http/contract/check-in.codecs'

const orNull = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constant(null), fc.constant(undefined))

/** Any check-in record the wire contract accepts, optional fields absent, null or set. */
export const wireCheckInArb: fc.Arbitrary<CheckInWire> = fc.record(
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
    modalConfigPayload: orNull(fc.record({ EDIT_LEAD: fc.record({ userId: fc.string(), centerId: fc.integer() }) }, { requiredKeys: [] })),
  },
  { requiredKeys: ['id', 'centerId', 'state', 'startTime', 'endTime', 'userId', 'checkInType', 'flags'] },
) as fc.Arbitrary<CheckInWire>
