import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchCentres, selectedCentre } from '../../core/centre/selected-centre.rule'
import { centreArb } from '../support/centres'

describe('selected centre laws', () => {
  it('always picks one of the listed centres, and the first when the kept choice is not listed', () => {
    fc.assert(
      fc.property(fc.array(centreArb, { minLength: 1, maxLength: 10 }), fc.option(fc.string()), (centres, kept) => {
        const picked = selectedCentre(centres, kept ?? undefined)
        expect(centres).toContain(picked)
        if (!centres.some((c) => String(c.centerServiceId) === kept)) expect(picked).toBe(centres[0])
      }),
    )
  })

  it('search returns a subsequence of the centres, in their order', () => {
    fc.assert(
      fc.property(fc.array(centreArb, { maxLength: 10 }), fc.string({ maxLength: 4 }), (centres, q) => {
        const found = searchCentres(centres, q)
        let i = 0
        for (const c of found) {
          while (i < centres.length && centres[i] !== c) i++
          expect(i).toBeLessThan(centres.length)
          i++
        }
      }),
    )
  })
})
