import { describe, expect, it } from 'vitest'
import { trainerAssignment } from '../../../../core/customer/trainer-assignment.rule'

describe('trainer assignment', () => {
  it('can assign when the latest check-in or booking has no trainer', () => {
    expect(trainerAssignment({})).toBe('assign')
  })
  it('applies reassignment when a trainer exists but guidance status is not GUIDED or DELAY_GUIDED', () => {
    expect(trainerAssignment({ trainerId: 't-1' })).toBe('reassign')
    expect(trainerAssignment({ trainerId: 't-1', guidanceStatus: 'NOT_GUIDED' })).toBe('reassign')
  })
  it('offers nothing once the member is guided or delay-guided', () => {
    expect(trainerAssignment({ trainerId: 't-1', guidanceStatus: 'GUIDED' })).toBe('none')
    expect(trainerAssignment({ trainerId: 't-1', guidanceStatus: 'DELAY_GUIDED' })).toBe('none')
  })
  it('offers nothing without a check-in or booking', () => {
    expect(trainerAssignment(undefined)).toBe('none')
  })
})
