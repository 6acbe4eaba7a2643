import { describe, expect, it } from 'vitest'
import { searchCentres, selectedCentre } from '../../../../core/centre/selected-centre.rule'
import { aCentre } from '../../../support/centres'

describe('the selected centre', () => {
  const centres = [aCentre({ centerServiceId: 11, name: 'A' }), aCentre({ centerServiceId: 12, name: 'B' })]

  it('is the first centre when nothing was chosen before', () => {
    expect(selectedCentre(centres, undefined)?.centerServiceId).toBe(11)
  })
  it('is the centre chosen before when it is still listed', () => {
    expect(selectedCentre(centres, '12')?.centerServiceId).toBe(12)
  })
  it('falls back to the first centre when the kept choice is no longer listed', () => {
    expect(selectedCentre(centres, '99')?.centerServiceId).toBe(11)
  })
  it('is absent when the staff member has no centres', () => {
    expect(selectedCentre([], '12')).toBeUndefined()
  })
})

describe('centre search', () => {
  const centres = [aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' }), aCentre({ name: 'HSR Cult', locality: 'HSR Layout' })]
  it('matches the name or the locality, ignoring case', () => {
    expect(searchCentres(centres, 'layout').map((c) => c.name)).toEqual(['HSR Cult'])
    expect(searchCentres(centres, 'KORA').map((c) => c.name)).toEqual(['Koramangala Gym'])
  })
  it('lists every centre for an empty query', () => {
    expect(searchCentres(centres, '  ')).toHaveLength(2)
  })
})
