import { describe, expect, it } from 'vitest'
import { changeInjuryField, injuryFieldEnabled, visibleOthersComments } from '../../../../core/injury/injury-form-state.rule'

const filled = {
  workout: 'Play',
  format: 'Swim',
  injuryLocation: 'Others',
  injuryLocationComment: 'near the steps',
  symptomsLevel1: 'Visible Injury',
  symptomsLevel2: 'Others',
  symptomsLevel2Comment: 'graze',
  description: 'slipped',
}

describe('Injury form state (part 3 §4)', () => {
  it('changing session type clears format, location and location comment', () => {
    const next = changeInjuryField(filled, 'workout', 'Gym')
    expect(next).toEqual({
      workout: 'Gym',
      symptomsLevel1: 'Visible Injury',
      symptomsLevel2: 'Others',
      symptomsLevel2Comment: 'graze',
      description: 'slipped',
    })
  })
  it('changing symptom category clears the detail and its comment', () => {
    const next = changeInjuryField(filled, 'symptomsLevel1', 'Medical Condition')
    expect(next.symptomsLevel2).toBeUndefined()
    expect(next.symptomsLevel2Comment).toBeUndefined()
    expect(next.injuryLocation).toBe('Others')
    expect(next.injuryLocationComment).toBe('near the steps')
  })
  it('choosing the session type already chosen changes nothing', () => {
    expect(changeInjuryField(filled, 'workout', 'Play')).toBe(filled)
  })
  it('choosing Others reveals a required free-text field', () => {
    expect(visibleOthersComments({ impactedBodyPart: 'Knee' })).toEqual([])
    const d = changeInjuryField({ impactedBodyPart: 'Knee' }, 'impactedBodyPart', 'Others')
    expect(visibleOthersComments(d)).toEqual(['impactedBodyPartComment'])
    expect(visibleOthersComments({ firstAidItem: ['ORS', 'Others'], priorHistory: 'Others' })).toEqual(['firstAidItemComment', 'priorHistoryComment'])
  })
  it('drops an Others comment once its choice is no longer Others', () => {
    const d = changeInjuryField({ impactedBodyPart: 'Others', impactedBodyPartComment: 'toe' }, 'impactedBodyPart', 'Knee')
    expect(d).toEqual({ impactedBodyPart: 'Knee' })
  })
  it('clears a location the new format does not offer (Swim pool is not a Badminton location)', () => {
    const d = changeInjuryField({ workout: 'Play', format: 'Swim', injuryLocation: 'Pool' }, 'format', 'Badminton')
    expect(d).toEqual({ workout: 'Play', format: 'Badminton' })
    const kept = changeInjuryField({ workout: 'Play', format: 'Swim', injuryLocation: 'Washroom' }, 'format', 'Badminton')
    expect(kept.injuryLocation).toBe('Washroom')
  })
  it('format is disabled until the session type is chosen; location until session and format; symptom detail until the category', () => {
    expect(injuryFieldEnabled({}, 'format')).toBe(false)
    expect(injuryFieldEnabled({ workout: 'GX' }, 'format')).toBe(true)
    expect(injuryFieldEnabled({ workout: 'GX' }, 'injuryLocation')).toBe(false)
    expect(injuryFieldEnabled({ workout: 'GX', format: 'Yoga' }, 'injuryLocation')).toBe(true)
    expect(injuryFieldEnabled({}, 'symptomsLevel2')).toBe(false)
    expect(injuryFieldEnabled({ symptomsLevel1: 'Visible Injury' }, 'symptomsLevel2')).toBe(true)
    expect(injuryFieldEnabled({}, 'description')).toBe(true)
  })
})
