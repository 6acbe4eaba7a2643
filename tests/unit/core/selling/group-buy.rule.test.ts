import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../../core/shared/brands'
import type { GroupBuyAction, GroupBuyState } from '../../../../core/selling/group-buy.rule'
import { canDeleteMember, canProceedToPurchase, groupBuyReducer, startGroupBuy } from '../../../../core/selling/group-buy.rule'

const run = (actions: readonly GroupBuyAction[], from: GroupBuyState = startGroupBuy()): GroupBuyState => actions.reduce(groupBuyReducer, from)

const verify = (index: number, phone: string): GroupBuyAction[] => [
  { type: 'phoneTyped', index, input: phone },
  { type: 'verifyPhoneRequested', index },
  { type: 'eligibilityChecked', index, result: 'ELIGIBLE', userId: `u-${phone}` },
  { type: 'otpTyped', index, input: '123456' },
  { type: 'otpVerified', index },
]

describe('group buy', () => {
  it('starts with 2 users and allows at most 5', () => {
    expect(startGroupBuy().members).toHaveLength(2)
    const s = run(Array.from({ length: 6 }, () => ({ type: 'addMember' }) as const))
    expect(s.members).toHaveLength(5)
  })
  it('offers delete only when more than 2 remain', () => {
    expect(canDeleteMember(startGroupBuy())).toBe(false)
    expect(run([{ type: 'removeMember', index: 0 }]).members).toHaveLength(2)
    const three = run([{ type: 'addMember' }])
    expect(canDeleteMember(three)).toBe(true)
    expect(run([{ type: 'removeMember', index: 2 }], three).members).toHaveLength(2)
  })
  it('takes digits only and ignores input beyond 10 digits', () => {
    const s = run([{ type: 'phoneTyped', index: 0, input: '9876543210' }, { type: 'phoneTyped', index: 0, input: '98765432101' }, { type: 'phoneTyped', index: 0, input: '98765abc' }])
    expect(s.members[0]?.phone).toBe('9876543210')
  })
  it('sends a phone only with exactly 10 digits', () => {
    expect(run([{ type: 'phoneTyped', index: 0, input: '987654321' }, { type: 'verifyPhoneRequested', index: 0 }]).members[0]?.status).toBe('ENTERING')
    expect(run([{ type: 'phoneTyped', index: 0, input: '9876543210' }, { type: 'verifyPhoneRequested', index: 0 }]).members[0]?.status).toBe('CHECKING')
  })
  it("shows 'Member already in group Buy' for a duplicate phone", () => {
    const s = run([...verify(0, '9876543210'), { type: 'phoneTyped', index: 1, input: '9876543210' }, { type: 'verifyPhoneRequested', index: 1 }])
    expect(s.members[1]).toMatchObject({ status: 'ENTERING', error: 'Member already in group Buy' })
  })
  it("shows 'Purchased a membership in the past' or 'user is not eligible' for an ineligible user", () => {
    const base: GroupBuyAction[] = [{ type: 'phoneTyped', index: 0, input: '9876543210' }, { type: 'verifyPhoneRequested', index: 0 }]
    expect(run([...base, { type: 'eligibilityChecked', index: 0, result: 'PURCHASED_IN_PAST' }]).members[0]?.error).toBe('Purchased a membership in the past')
    expect(run([...base, { type: 'eligibilityChecked', index: 0, result: 'NOT_ELIGIBLE' }]).members[0]?.error).toBe('user is not eligible')
  })
  it("verifies a 6-digit OTP and shows 'Invalid OTP' when it is wrong", () => {
    const sent: GroupBuyAction[] = verify(0, '9876543210').slice(0, 3)
    expect(run([...sent, { type: 'otpTyped', index: 0, input: '12345' }, { type: 'otpVerified', index: 0 }]).members[0]?.status).toBe('OTP_SENT')
    expect(run([...sent, { type: 'otpTyped', index: 0, input: '1234567' }]).members[0]?.otp).toBe('')
    expect(run([...sent, { type: 'otpTyped', index: 0, input: '123456' }, { type: 'otpRejected', index: 0 }]).members[0]).toMatchObject({ status: 'OTP_SENT', error: 'Invalid OTP' })
  })
  it("allows 'Proceed to Purchase' only when every user is verified", () => {
    const one = run(verify(0, '9876543210'))
    expect(canProceedToPurchase(one)).toBe(false)
    const both = run(verify(1, '9123456789'), one)
    expect(canProceedToPurchase(both)).toBe(true)
    expect(canProceedToPurchase(run([{ type: 'addMember' }], both))).toBe(false)
  })
  it('chooses a start date once the user is verified', () => {
    const s = run([...verify(0, '9876543210'), { type: 'startDateChosen', index: 0, startDate: epochMs(1_741_564_800_000) }])
    expect(s.members[0]?.userStartDate).toBe(1_741_564_800_000)
  })
})
