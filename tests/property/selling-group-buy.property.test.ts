import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GROUP_BUY_MAX, GROUP_BUY_MIN } from '../../core/shared/constants'
import type { GroupBuyState } from '../../core/selling/group-buy.rule'
import { canDeleteMember, canProceedToPurchase, groupBuyReducer, startGroupBuy } from '../../core/selling/group-buy.rule'
import { groupBuyScriptArb } from '../support/selling'

const statesArb = groupBuyScriptArb.map((actions) => {
  const states: GroupBuyState[] = [startGroupBuy()]
  for (const a of actions) states.push(groupBuyReducer(states[states.length - 1] as GroupBuyState, a))
  return states
})

describe('group buy laws', () => {
  it('the group always has 2 to 5 members', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const s of states) {
          expect(s.members.length).toBeGreaterThanOrEqual(GROUP_BUY_MIN)
          expect(s.members.length).toBeLessThanOrEqual(GROUP_BUY_MAX)
        }
      }),
    )
  })
  it('no two members past phone entry share a phone', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const s of states) {
          const sent = s.members.filter((m) => m.status !== 'ENTERING').map((m) => m.phone)
          expect(new Set(sent).size).toBe(sent.length)
        }
      }),
    )
  })
  it('phones are digits only with at most 10, OTPs digits only with at most 6; verified members have 10 digits', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const s of states)
          for (const m of s.members) {
            expect(m.phone).toMatch(/^\d{0,10}$/)
            expect(m.otp).toMatch(/^\d{0,6}$/)
            if (m.status !== 'ENTERING') expect(m.phone).toMatch(/^\d{10}$/)
          }
      }),
    )
  })
  it("'Proceed to Purchase' is offered exactly when every member is verified", () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (const s of states) expect(canProceedToPurchase(s)).toBe(s.members.every((m) => m.status === 'VERIFIED'))
      }),
    )
  })
  it('a member is removed only when more than 2 remained', () => {
    fc.assert(
      fc.property(statesArb, (states) => {
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1] as GroupBuyState
          const after = states[i] as GroupBuyState
          if (after.members.length < before.members.length) expect(canDeleteMember(before)).toBe(true)
        }
      }),
    )
  })
})
