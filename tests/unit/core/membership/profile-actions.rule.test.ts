import { describe, expect, it } from 'vitest'
import { profileButtons, type ProfileActionsInput, type ProfileButtons } from '../../../../core/membership/profile-actions.rule'
import { epochMs } from '../../../../core/shared/brands'

const DAY = 86_400_000
const now = epochMs(Date.UTC(2024, 5, 15, 4, 30))
const days = (n: number) => epochMs(now + n * DAY)

const input = (over: Partial<ProfileActionsInput> = {}): ProfileActionsInput => ({
  now,
  memberships: [],
  centre: { skus: [{ id: 1 }] },
  ptEnabled: false,
  hasActivePtPack: false,
  centreInBiometricWhitelist: false,
  centreInPaymentLinkWhitelist: false,
  customPaymentLinkFeature: false,
  ...over,
})

const kinds = (b: ProfileButtons) => ({
  primary: b.primary?.kind,
  secondary: b.secondary?.kind,
  tertiary: b.tertiary?.kind,
  tooltip: b.tooltip.map((x) => x.kind),
})

describe('profile action buttons (client rules, isV2 absent or false)', () => {
  it('offers a standalone-bootcamp centre sell new pack, check in as trial and sell bootcamp when nothing is active or upcoming', () => {
    expect(kinds(profileButtons(input({ centre: { skus: [{ id: 5 }] } })))).toEqual({
      primary: 'sellNewPack',
      secondary: 'checkInAsTrial',
      tertiary: 'sellBootcamp',
      tooltip: [],
    })
  })
  it('offers sell new pack, check in as trial and onboarding flow with trials left and trial status ACTIVE', () => {
    const b = profileButtons(input({ trialUsage: { used: 1, maxCount: 2, status: 'ACTIVE' } }))
    expect(kinds(b)).toEqual({ primary: 'sellNewPack', secondary: 'checkInAsTrial', tertiary: 'onboardingFlow', tooltip: [] })
  })
  it('offers sell new pack, record pitch and onboarding flow otherwise', () => {
    for (const trialUsage of [undefined, { used: 2, maxCount: 2, status: 'ACTIVE' }, { used: 0, maxCount: 2, status: 'EXPIRED' }]) {
      expect(kinds(profileButtons(input(trialUsage === undefined ? {} : { trialUsage })))).toEqual({
        primary: 'sellNewPack',
        secondary: 'recordPitch',
        tertiary: 'onboardingFlow',
        tooltip: [],
      })
    }
  })
  it('treats an expired membership as nothing active', () => {
    expect(profileButtons(input({ memberships: [{ start: days(-60), end: days(-1) }] })).secondary?.kind).toBe('recordPitch')
  })
  it('offers sell new pack and sell PT pack with under 30 days left and none upcoming, pitch and referral in the tooltip', () => {
    const b = profileButtons(input({ memberships: [{ start: days(-60), end: days(29) }], ptEnabled: true }))
    expect(kinds(b)).toEqual({ primary: 'sellNewPack', secondary: 'sellPtPack', tertiary: undefined, tooltip: ['recordPitch', 'recordReferral'] })
  })
  it('leaves out sell PT pack with under 30 days left when PT is not enabled', () => {
    const b = profileButtons(input({ memberships: [{ start: days(-60), end: days(29) }] }))
    expect(kinds(b)).toEqual({ primary: 'sellNewPack', secondary: undefined, tertiary: undefined, tooltip: ['recordPitch', 'recordReferral'] })
  })
  it('offers sell PT pack then record referral with 30 or more days left and no active PT pack', () => {
    const b = profileButtons(input({ memberships: [{ start: days(-60), end: days(30) }] }))
    expect(kinds(b)).toEqual({ primary: 'sellPtPack', secondary: 'recordReferral', tertiary: undefined, tooltip: [] })
  })
  it('offers record referral then sell PT pack with an active PT pack', () => {
    const b = profileButtons(input({ memberships: [{ start: days(-60), end: days(90) }], hasActivePtPack: true }))
    expect(kinds(b)).toEqual({ primary: 'recordReferral', secondary: 'sellPtPack', tertiary: undefined, tooltip: [] })
  })
  it('uses the 30-days-or-upcoming buttons when one membership is upcoming, even with under 30 days left', () => {
    const b = profileButtons(
      input({
        memberships: [
          { start: days(-60), end: days(3) },
          { start: days(4), end: days(94) },
        ],
      }),
    )
    expect(kinds(b).primary).toBe('sellPtPack')
  })
})

describe('profile action buttons (server, isV2 true)', () => {
  const serverWidget = {
    primary: { actionType: 'SELL_NEW_PACK', title: 'Renew now' },
    secondary: { actionType: 'BOOK_CLASS', title: 'Book a class' },
    tooltip: [{ actionType: 'RECORD_PITCH', title: 'Record Pitch' }],
  }
  it('uses the server-provided primary, secondary, tertiary and tooltip buttons', () => {
    const b = profileButtons(input({ isV2: true, serverWidget }))
    expect(b.primary).toEqual({ kind: 'sellNewPack', title: 'Renew now' })
    expect(b.secondary).toEqual({ kind: 'server', actionType: 'BOOK_CLASS', title: 'Book a class' })
    expect(b.tertiary).toBeUndefined()
    expect(b.tooltip).toEqual([{ kind: 'recordPitch', title: 'Record Pitch' }])
  })
  it('removes sell new pack and clears the primary after the centre termination date', () => {
    const b = profileButtons(input({ isV2: true, serverWidget, centre: { skus: [], terminationDate: days(-1) } }))
    expect(b.primary).toBeUndefined()
    expect(b.secondary?.kind).toBe('server')
  })
})

describe('profile action buttons (both modes)', () => {
  it('removes sell new pack and clears the primary after the centre termination date', () => {
    const b = profileButtons(input({ memberships: [{ start: days(-60), end: days(29) }], ptEnabled: true, centre: { skus: [], terminationDate: days(-1) } }))
    expect(kinds(b)).toEqual({ primary: undefined, secondary: 'sellPtPack', tertiary: undefined, tooltip: ['recordPitch', 'recordReferral'] })
  })
  it('keeps the buttons before the termination date', () => {
    const b = profileButtons(input({ centre: { skus: [], terminationDate: days(1) } }))
    expect(b.primary?.kind).toBe('sellNewPack')
  })
  it("adds 'Clear biometrics' when the centre is in the biometric whitelist", () => {
    expect(profileButtons(input({ centreInBiometricWhitelist: true })).tooltip.map((x) => x.kind)).toEqual(['clearBiometrics'])
  })
  it("adds 'Generate payment link' when the centre is in the whitelist or the custom payment link feature is on", () => {
    expect(profileButtons(input({ centreInPaymentLinkWhitelist: true })).tooltip.map((x) => x.kind)).toEqual(['generatePaymentLink'])
    expect(profileButtons(input({ isV2: true, customPaymentLinkFeature: true })).tooltip.map((x) => x.kind)).toEqual(['generatePaymentLink'])
    expect(profileButtons(input()).tooltip).toEqual([])
  })
})
