import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cashPaymentAvailable } from '../../core/access/cash-payment.rule'
import { phoneReveal } from '../../core/access/phone-reveal.rule'
import { pitchedByRoles, userEligibleToPitch } from '../../core/access/pitched-by.rule'
import { ROLE_LABEL_PRIORITY, ROLE_LABELS, isCentreManager, roleLabel, roleName } from '../../core/access/staff-role.rule'
import { accessCentreArb } from '../support/access'

const roleNameArb = fc.oneof(fc.constantFrom(...Object.keys(ROLE_LABELS), 'FMS_MC', 'HOUSE'), fc.string({ maxLength: 6 }))
const membershipArb = fc.record({ roleName: roleNameArb, contexts: fc.array(fc.string({ maxLength: 18 }), { maxLength: 3 }) })

describe('staff role laws', () => {
  it('the role name is the last entry’s, whatever comes before it', () => {
    fc.assert(
      fc.property(fc.array(membershipArb), membershipArb, (before, last) => {
        expect(roleName([...before, last])).toBe(last.roleName)
      }),
    )
  })

  it('the role label never gets worse when a role is added (priority order)', () => {
    const rank = (l: string) => (l === 'Staff' ? ROLE_LABEL_PRIORITY.length : ROLE_LABEL_PRIORITY.indexOf(l as never))
    fc.assert(
      fc.property(fc.array(membershipArb), membershipArb, (ms, extra) => {
        expect(rank(roleLabel([...ms, extra]))).toBeLessThanOrEqual(rank(roleLabel(ms)))
        expect(roleLabel([...ms, extra])).toBe(roleLabel([extra, ...ms]))
      }),
    )
  })

  it('a user holding the centre-specific manager context is a centre manager of that centre', () => {
    fc.assert(
      fc.property(accessCentreArb, fc.array(membershipArb), (centre, ms) => {
        const withCtx = [...ms, { roleName: 'PARTNER_ADMIN', contexts: [`CENTER_MANAGER_${centre.centerServiceId}`] }]
        expect(isCentreManager(withCtx, centre)).toBe(true)
        expect(isCentreManager([], centre)).toBe(false)
      }),
    )
  })

  it('a centre manager of the centre can always take cash', () => {
    fc.assert(
      fc.property(accessCentreArb, fc.boolean(), (centre, on) => {
        expect(cashPaymentAvailable({ cashFeatureOn: on, centre, userIsCentreManager: true })).toBe(true)
        if (centre.centerModel === 'COCO') expect(cashPaymentAvailable({ cashFeatureOn: on, centre, userIsCentreManager: false })).toBe(false)
      }),
    )
  })

  it('only CULT and HYBRID centres offer the logged-in user as pitcher, and only from the centre list', () => {
    fc.assert(
      fc.property(accessCentreArb, fc.option(roleNameArb, { nil: undefined }), (centre, role) => {
        const ok = userEligibleToPitch(centre, role)
        if (ok) {
          expect(centre.type === 'CULT' || centre.category === 'HYBRID').toBe(true)
          expect(pitchedByRoles(centre)).toContain(role)
        }
      }),
    )
  })

  it('a masked phone never shows more than its last 4 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (phone) => {
        const r = phoneReveal(false, phone)
        expect(r.kind).toBe('maskedCall')
        if (r.kind === 'maskedCall') expect(r.masked).toBe(`XXXXXXXXX${phone.slice(6)}`)
        expect(phoneReveal(true, phone)).toEqual({ kind: 'shown', phone })
      }),
    )
  })
})
