import fc from 'fast-check'
import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CheckInListFast, isCheckInList } from '../../adapters/http/contract/check-in-list.fast-codec'
import { CheckInListWire } from '../../adapters/http/contract/check-in.codecs'
import { wireCheckInArb as wireCheckIn } from '../support/check-in-wire'

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })
/** A valid record with one field replaced by anything at all: often invalid, sometimes not. */
const mutated = fc
  .tuple(wireCheckIn, fc.constantFrom(...Object.keys({ id: 0, centerId: 0, state: 0, startTime: 0, endTime: 0, userId: 0, checkInType: 0, flags: 0, firstName: 0, userCheckinCount: 0, trainerId: 0, checkInGuidance: 0, lead: 0, modalConfigPayload: 0 })), fc.anything())
  .map(([r, key, v]) => ({ ...r, [key]: v }))

const list = (records: fc.Arbitrary<unknown>) =>
  fc.record({ checkIns: fc.array(records, { maxLength: 5 }), pageNumber: fc.integer(), pageSize: fc.integer(), totalCount: fc.integer() })

describe('the fast check-in list decoder', () => {
  it('accepts exactly what the contract codec accepts', () => {
    fc.assert(
      fc.property(fc.oneof(list(wireCheckIn), list(fc.oneof(wireCheckIn, mutated)), list(fc.anything()), fc.anything(), maybe(fc.object())), (u) => {
        // The one-pass check itself, not the fallback: same verdict as the contract codec.
        expect(isCheckInList(u)).toBe(isRight(CheckInListWire.decode(u)))
        expect(isRight(CheckInListFast.decode(u))).toBe(isRight(CheckInListWire.decode(u)))
      }),
    )
  })

  it('hands back the parsed answer itself (no copy) when it is valid', () => {
    fc.assert(
      fc.property(list(wireCheckIn), (u) => {
        const r = CheckInListFast.decode(u)
        expect(isRight(r) && r.right).toBe(u)
      }),
    )
  })
})
