import { describe, expect, it } from 'vitest'
import { EMPTY_LEAD_OWNER_STATE, chooseLeadQuality, leadOwnerNeeded, ptPitchSubmitEnabled } from '../../../../core/lead/lead-modal.rule'
import { NO_NEED_TO_ASSIGN } from '../../../../core/shared/messages'

describe('Lead modal (part 3 §4)', () => {
  it("choosing NOT_INTERESTED means no owner is needed, and a 'no need to assign' notice shows", () => {
    const s = chooseLeadQuality(EMPTY_LEAD_OWNER_STATE, 'NOT_INTERESTED')
    expect(s.noNeedToAssign).toBe(true)
    expect(leadOwnerNeeded(s.leadQuality)).toBe(false)
    expect(NO_NEED_TO_ASSIGN).toBe('no need to assign')
  })
  it('picking another quality clears that notice', () => {
    const s = chooseLeadQuality(chooseLeadQuality(EMPTY_LEAD_OWNER_STATE, 'NOT_INTERESTED'), 'WARM')
    expect(s.noNeedToAssign).toBe(false)
    expect(leadOwnerNeeded(s.leadQuality)).toBe(true)
  })
  it('an already owned lead needs no owner', () => {
    expect(leadOwnerNeeded('HOT', true)).toBe(false)
  })
})

describe('PT pitch Submit (part 3 §5)', () => {
  it('is disabled until a lead type is chosen and an owner assigned', () => {
    expect(ptPitchSubmitEnabled({})).toBe(false)
    expect(ptPitchSubmitEnabled({ leadOwner: 'trainer-1' })).toBe(false)
    expect(ptPitchSubmitEnabled({ leadQuality: 'HOT' })).toBe(false)
    expect(ptPitchSubmitEnabled({ leadQuality: 'HOT', leadOwner: '  ' })).toBe(false)
    expect(ptPitchSubmitEnabled({ leadQuality: 'HOT', leadOwner: 'trainer-1' })).toBe(true)
  })
  it('needs no owner for NOT_INTERESTED', () => {
    expect(ptPitchSubmitEnabled({ leadQuality: 'NOT_INTERESTED' })).toBe(true)
  })
})
