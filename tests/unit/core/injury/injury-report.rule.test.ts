import { describe, expect, it } from 'vitest'
import { injuryLocations } from '../../../../core/injury/injury-options'
import { validateInjuryReport } from '../../../../core/injury/injury-report.rule'
import { aCentre } from '../../../support/centres'
import { aValidInjury, errorsOf, valueOf } from '../../../support/forms'

const centre = aCentre({ id: 1, name: 'Koramangala Gym', locality: 'Koramangala', centerServiceId: 1001 })

describe('Report Injury', () => {
  it("says 'This field can't be empty' for every empty field and 'Date is required' for the date", () => {
    const errors = errorsOf(validateInjuryReport({}, centre))
    expect(errors.injuryDate).toBe('Date is required')
    expect(errors.description).toBe("This field can't be empty")
    expect(errors.firstAidItem).toBe("This field can't be empty")
    expect(errors.injuryLocationComment).toBeUndefined()
    expect(Object.keys(errors)).toHaveLength(17)
  })
  it('sends Gym as the subCategory for GT and PT, otherwise the format', () => {
    const report = valueOf(validateInjuryReport(aValidInjury, centre))
    expect(report.subCategory).toBe('Gym')
    expect(report.centerName).toBe('Koramangala Gym (Koramangala/ 1001)')
    expect(report.injuryDuringWorkout).toBe(false)
    const swim = { ...aValidInjury, workout: 'Play', format: 'Swim', injuryLocation: 'Pool' }
    expect(valueOf(validateInjuryReport(swim, centre)).subCategory).toBe('Swim')
  })
  it('requires an Others comment only when Others is chosen', () => {
    expect(errorsOf(validateInjuryReport({ ...aValidInjury, impactedBodyPart: 'Others' }, centre))).toEqual({
      impactedBodyPartComment: "This field can't be empty",
    })
    expect(errorsOf(validateInjuryReport({ ...aValidInjury, firstAidItem: ['ORS', 'Others'], firstAidItemComment: 'cold spray' }, centre))).toEqual({})
    expect(errorsOf(validateInjuryReport({ ...aValidInjury, priorHistory: 'Others' }, centre))).toEqual({
      priorHistoryComment: "This field can't be empty",
    })
  })
  it('keeps the format within the session type and the location within the format', () => {
    expect(errorsOf(validateInjuryReport({ ...aValidInjury, format: 'Yoga' }, centre)).format).toBe("This field can't be empty")
    expect(errorsOf(validateInjuryReport({ ...aValidInjury, injuryLocation: 'Pool' }, centre)).injuryLocation).toBeDefined()
    expect(injuryLocations('Play', 'TT')).toEqual(['TT Room', 'Dugout/Reception', 'Washroom', 'Outside the center', 'Others'])
  })
})
