import { describe, expect, it } from 'vitest'
import { validateBca } from '../../../../core/customer/bca.rule'
import { errorsOf, valueOf } from '../../../support/forms'

describe('Record BCA', () => {
  it('needs the weight', () => {
    expect(errorsOf(validateBca({}))).toEqual({ weight: 'Weight is required' })
    expect(errorsOf(validateBca({ weight: '  ' }))).toEqual({ weight: 'Weight is required' })
  })

  it('says what is wrong with a weight that is filled in but not above zero', () => {
    for (const weight of ['-5', -5, 0, '0', 'abc']) expect(errorsOf(validateBca({ weight }))).toEqual({ weight: 'Weight must be a number above 0 kg' })
  })
  it('gives each range message with its bounds', () => {
    expect(
      errorsOf(validateBca({ weight: 70, muscleMass: 71, bodyFatPercentage: 4, visceralFatLevels: 61, basalMetabolicRate: 499 })),
    ).toEqual({
      muscleMass: 'Muscle mass must be in range of 5% to 70%',
      bodyFatPercentage: 'Body Fat must be in range of 5% to 70%',
      visceralFatLevels: 'Visceral Fat Rating must be in range of 1 to 60',
      basalMetabolicRate: 'Basal metabolic rate must be in range of 500 to 4000 Calories',
    })
  })
  it('accepts the edges of every range', () => {
    expect(valueOf(validateBca({ weight: '72.5', muscleMass: 5, bodyFatPercentage: 70, visceralFatLevels: 1, basalMetabolicRate: 4000 }))).toEqual({
      weight: 72.5, muscleMass: 5, bodyFatPercentage: 70, visceralFatLevels: 1, basalMetabolicRate: 4000,
    })
  })
})
