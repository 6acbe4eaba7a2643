import { describe, expect, it } from 'vitest'
import { PITCH_ROLE as R, pitchedByRoles, userEligibleToPitch } from '../../../../core/access/pitched-by.rule'
import { aCentre } from '../../../support/centres'

describe("eligible 'pitched by' roles", () => {
  it('CULT centres: partner staff, internal CM, centre manager (with and without trainer edit), FMS CM, group trainer, MC', () => {
    expect(pitchedByRoles(aCentre({ type: 'CULT' }))).toEqual([
      R.partnerStaff, R.internalCm, R.centreManager, R.centreManagerWithoutTrainerEdit, R.fmsCentreManager, R.fmsGroupTrainer, R.fmsMc,
    ])
  })
  it('PLAY centres: play CM and FMS centre manager', () => {
    expect(pitchedByRoles(aCentre({ type: 'PLAY' }))).toEqual([R.playCm, R.fmsCentreManager])
  })
  it('Hybrid category: the CULT list plus FMS floor trainer and FMS personal trainer', () => {
    const hybrid = pitchedByRoles(aCentre({ type: 'GYMFIT', category: 'HYBRID' }))
    expect(hybrid).toEqual([...pitchedByRoles(aCentre({ type: 'CULT' })), R.fmsFloorTrainer, R.fmsPersonalTrainer])
  })
  it('Other centres: partner staff, FMS centre manager, floor trainer, personal trainer, MC', () => {
    expect(pitchedByRoles(aCentre({ type: 'GYMFIT' }))).toEqual([
      R.partnerStaff, R.fmsCentreManager, R.fmsFloorTrainer, R.fmsPersonalTrainer, R.fmsMc,
    ])
  })
  it('checks the logged-in user against the CULT and hybrid lists only', () => {
    expect(userEligibleToPitch(aCentre({ type: 'CULT' }), 'INTERNAL CM')).toBe(true)
    expect(userEligibleToPitch(aCentre({ type: 'CULT' }), 'FMS_FLOOR_TRAINER')).toBe(false)
    expect(userEligibleToPitch(aCentre({ type: 'GYMFIT', category: 'HYBRID' }), 'FMS_FLOOR_TRAINER')).toBe(true)
    expect(userEligibleToPitch(aCentre({ type: 'GYMFIT' }), 'FMS_MC')).toBe(false)
  })
})
