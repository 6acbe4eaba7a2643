import { describe, expect, it } from 'vitest'
import { isCentreManager, roleLabel, roleName } from '../../../../core/access/staff-role.rule'
import { aCentre } from '../../../support/centres'

const m = (roleName: string, contexts: string[] = []) => ({ roleName, contexts })

describe('the role name', () => {
  it('is taken from the last membership entry', () => {
    expect(roleName([m('PARTNER_USER'), m('PARTNER_ADMIN')])).toBe('PARTNER_ADMIN')
  })
  it('is absent without memberships', () => {
    expect(roleName([])).toBeUndefined()
  })
})

describe('the role label', () => {
  it('maps PARTNER to Owner, the manager roles to Center Manager and PARTNER_USER to Trainer', () => {
    expect(roleLabel([m('PARTNER')])).toBe('Owner')
    for (const r of ['PARTNER_ADMIN', 'CENTER_MANAGER', 'INTERNAL CM', 'PLAY_CM']) expect(roleLabel([m(r)])).toBe('Center Manager')
    expect(roleLabel([m('PARTNER_USER')])).toBe('Trainer')
    expect(roleLabel([m('PLAY_COACH')])).toBe('Others')
  })
  it('takes the first valid role by priority', () => {
    expect(roleLabel([m('PARTNER_USER'), m('PARTNER'), m('PLAY_CM')])).toBe('Owner')
    expect(roleLabel([m('LIFE_GUARD'), m('PARTNER_USER')])).toBe('Trainer')
  })
  it("defaults to 'Staff'", () => {
    expect(roleLabel([])).toBe('Staff')
    expect(roleLabel([m('FMS_MC')])).toBe('Staff')
  })
})

describe('the centre-manager check', () => {
  const centre = aCentre({ centerServiceId: 1001, contextNames: ['CENTER_GYMFIT'] })
  it("matches the user's role contexts to the centre's context names", () => {
    expect(isCentreManager([m('PARTNER_ADMIN', ['CENTER_GYMFIT'])], centre)).toBe(true)
  })
  it('includes the centre-specific context ending with the centre service id', () => {
    expect(isCentreManager([m('PARTNER_ADMIN', ['CENTER_MANAGER_1001'])], centre)).toBe(true)
    expect(isCentreManager([m('PARTNER_ADMIN', ['CENTER_MANAGER_1002'])], centre)).toBe(false)
  })
  it('does not count a trainer context of the centre', () => {
    expect(isCentreManager([m('PARTNER_USER', ['TRAINER_1001'])], centre)).toBe(false)
  })
})
