import { describe, expect, it } from 'vitest'
import { hasPermission } from '../../../../core/access/permission.rule'

describe('the permission check', () => {
  it('asks for VIEW by default', () => {
    expect(hasPermission({ CENTER_CHECKINS: ['VIEW'] }, 'CENTER_CHECKINS')).toBe(true)
    expect(hasPermission({}, 'CENTER_CHECKINS')).toBe(false)
  })
  it('counts EDIT as VIEW too', () => {
    expect(hasPermission({ LEAD_TRANSFER: ['EDIT'] }, 'LEAD_TRANSFER', 'VIEW')).toBe(true)
  })
  it('needs an EDIT entry for EDIT', () => {
    expect(hasPermission({ LEAD_TRANSFER: ['VIEW'] }, 'LEAD_TRANSFER', 'EDIT')).toBe(false)
    expect(hasPermission({ LEAD_TRANSFER: ['VIEW', 'EDIT'] }, 'LEAD_TRANSFER', 'EDIT')).toBe(true)
  })
  it('grants nothing for an empty list of levels or an inherited property name', () => {
    expect(hasPermission({ CENTER_CHECKINS: [] }, 'CENTER_CHECKINS')).toBe(false)
    expect(hasPermission({}, 'toString')).toBe(false)
  })
})
