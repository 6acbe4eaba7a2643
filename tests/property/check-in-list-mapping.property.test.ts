import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkInFromWireFast, checkInsFromWireFast } from '../../adapters/http/check-in-list.mapping'
import { checkInFromWire } from '../../adapters/http/wire-mapping'
import { wireCheckInArb as wireCheckIn } from '../support/check-in-wire'

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
