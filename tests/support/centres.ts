import fc from 'fast-check'
import type { Centre, CentreDetails } from '../../core/centre/centre'

let next = 1
/** An Object Mother for centres: a valid gym, with any field overridden. */
export const aCentre = (over: Partial<Centre> = {}): Centre => {
  const id = next++
  return {
    id,
    centerServiceId: 1000 + id,
    name: `Centre ${id}`,
    locality: `Locality ${id}`,
    type: 'GYMFIT',
    centerModel: 'COCO',
    contextNames: [],
    skus: [{ id: 1 }],
    cityId: 1,
    ...over,
  }
}

export const aCentreDetails = (over: Partial<CentreDetails> = {}): CentreDetails => ({
  centers: [aCentre(), aCentre({ type: 'PLAY' })],
  userContext: { id: 'staff-1', name: 'Test Staff', email: 'staff@centres.example' },
  gymPtEnabledCenter: [],
  ...over,
})

export const centreArb: fc.Arbitrary<Centre> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  centerServiceId: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  locality: fc.string({ maxLength: 20 }),
  type: fc.constantFrom('GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP'),
  centerModel: fc.constantFrom('COCO', 'FOFO', 'MARKETPLACE'),
  contextNames: fc.array(fc.string(), { maxLength: 3 }),
  skus: fc.array(fc.record({ id: fc.integer({ min: 1, max: 9 }) }), { maxLength: 3 }),
  cityId: fc.integer({ min: 1, max: 50 }),
})
