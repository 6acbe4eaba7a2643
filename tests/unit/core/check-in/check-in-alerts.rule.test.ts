import { describe, expect, it } from 'vitest'
import {
  checkInAlerts,
  decideCheckIn,
  isBirthdayToday,
  kioskAlertView,
  type CheckInAlertSettings,
  type CheckInMemberFacts,
} from '../../../../core/check-in/check-in-alerts.rule'
import { DEFAULT_CHECK_IN_ALERT_SETTINGS } from '../../../../core/check-in/check-in-alert-settings.rule'
import { epochMs, paise } from '../../../../core/shared/brands'

const DAY = 86_400_000
/** 27 Nov 2026, 10:00 in Asia/Kolkata. */
const now = epochMs(Date.UTC(2026, 10, 27, 4, 30))
/** The last millisecond of a centre day (Asia/Kolkata is UTC+5:30). */
const endOfIstDay = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d + 1, -5, -30) - 1

const active = (start: number, end: number) => ({ status: 'PURCHASED', start: epochMs(start), end: epochMs(end) })
const order = (packName: string, orderCreated: number, orderStatus: 'Successful' | 'Pending' | 'Failed') => ({
  packName,
  orderCreated: epochMs(orderCreated),
  orderStatus,
  orderId: packName,
  amount: paise(100),
  paymentSource: 'cash',
})

const member = (over: Partial<CheckInMemberFacts> = {}): CheckInMemberFacts => ({
  memberships: [active(now - 100 * DAY, endOfIstDay(2027, 3, 1))],
  orders: [],
  injuries: [],
  ...over,
})

const allWarn: CheckInAlertSettings = {
  levels: { membershipPaused: 'warn', paymentDue: 'warn', recentInjury: 'warn', trialsUsedUp: 'warn', membershipEnding: 'warn', birthday: 'warn' },
  renewalWithinDays: 7,
}
const kinds = (facts: CheckInMemberFacts, settings: CheckInAlertSettings = allWarn) => checkInAlerts(facts, settings, now).map((a) => a.kind)

describe('alerts at check-in', () => {
  it('a member with nothing to flag checks in with no alert', () => {
    expect(decideCheckIn(member(), DEFAULT_CHECK_IN_ALERT_SETTINGS, now)).toEqual({ outcome: 'checkIn', warnings: [] })
  })

  it('membership ending within N centre days warns for renewal, counting days on the centre clock', () => {
    const endsIn = (d: number) => member({ memberships: [active(now - 100 * DAY, endOfIstDay(2026, 11, 27 + d))] })
    expect(checkInAlerts(endsIn(0), allWarn, now)).toEqual([{ kind: 'membershipEnding', severity: 'warn', message: 'Membership ends today' }])
    expect(checkInAlerts(endsIn(1), allWarn, now)[0]?.message).toBe('Membership ends tomorrow')
    expect(checkInAlerts(endsIn(7), allWarn, now)[0]?.message).toBe('Membership ends in 7 days')
    expect(kinds(endsIn(8))).toEqual([])
    expect(kinds(endsIn(8), { ...allWarn, renewalWithinDays: 8 })).toEqual(['membershipEnding'])
  })

  it('an already renewed membership (an upcoming one follows) raises no renewal alert', () => {
    const ending = active(now - 100 * DAY, endOfIstDay(2026, 11, 29))
    const next = active(endOfIstDay(2026, 11, 29) + 1, endOfIstDay(2027, 11, 29))
    expect(kinds(member({ memberships: [ending, next] }))).toEqual([])
  })

  it('a paused membership refuses check-in by default, with the reason', () => {
    const paused = member({ memberships: [{ ...active(now - 10 * DAY, now + 200 * DAY), status: 'PAUSED' }] })
    expect(decideCheckIn(paused, DEFAULT_CHECK_IN_ALERT_SETTINGS, now)).toEqual({
      outcome: 'refuse',
      reasons: [{ kind: 'membershipPaused', severity: 'block', message: 'Membership is paused' }],
      warnings: [],
    })
  })

  it('a paused membership beside an active one does not stop the member', () => {
    const both = member({ memberships: [{ ...active(now - 10 * DAY, now + 200 * DAY), status: 'PAUSED' }, active(now - 10 * DAY, now + 200 * DAY)] })
    expect(kinds(both)).toEqual([])
  })

  it('a pending or failed payment warns, unless a later successful order of the same pack settled it', () => {
    expect(checkInAlerts(member({ orders: [order('Gold 12M', now - DAY, 'Pending')] }), allWarn, now)[0]?.message).toBe('A payment is pending')
    expect(
      checkInAlerts(member({ orders: [order('Gold 12M', now - DAY, 'Pending'), order('PT 10', now - 2 * DAY, 'Failed')] }), allWarn, now)[0]?.message,
    ).toBe('A payment has failed')
    expect(kinds(member({ orders: [order('Gold 12M', now - 2 * DAY, 'Failed'), order('Gold 12M', now - DAY, 'Successful')] }))).toEqual([])
    expect(kinds(member({ orders: [order('Gold 12M', now - 2 * DAY, 'Successful'), order('Gold 12M', now - DAY, 'Failed')] }))).toEqual([
      'paymentDue',
    ])
  })

  it('an injury reported today or in the 14 centre days before warns; one reported 15 days ago does not', () => {
    const filed = (d: number) => member({ injuries: [{ filedAt: endOfIstDay(2026, 11, 27 - d) }] })
    expect(checkInAlerts(filed(0), allWarn, now)).toEqual([{ kind: 'recentInjury', severity: 'warn', message: 'Injury reported in the last 14 days' }])
    expect(kinds(filed(14))).toEqual(['recentInjury'])
    expect(kinds(filed(15))).toEqual([])
  })

  it('last trial session used: every trial used and no current membership', () => {
    const trialist = (used: number) => member({ memberships: [], trialUsage: { used, maxCount: 2 } })
    expect(checkInAlerts(trialist(2), allWarn, now)).toEqual([
      { kind: 'trialsUsedUp', severity: 'warn', message: 'Last trial session used: no trial sessions left' },
    ])
    expect(kinds(trialist(1))).toEqual([])
    expect(kinds(member({ trialUsage: { used: 2, maxCount: 2 } }))).toEqual([])
    expect(kinds(member({ memberships: [], trialUsage: { used: 0, maxCount: 0 } }))).toEqual([])
  })

  it('birthday today on the centre clock, 29 February kept on 28 February in other years', () => {
    expect(checkInAlerts(member({ dateOfBirth: '1990-11-27' }), allWarn, now)).toEqual([
      { kind: 'birthday', severity: 'warn', message: 'Birthday today' },
    ])
    expect(isBirthdayToday('1990-11-26', now)).toBe(false)
    // 28 Feb 2027, 00:10 in Kolkata (27 Feb 18:40 UTC)
    expect(isBirthdayToday('2000-02-29', epochMs(Date.UTC(2027, 1, 27, 18, 40)))).toBe(true)
    expect(isBirthdayToday('2000-02-29', epochMs(Date.UTC(2027, 2, 1, 4, 30)))).toBe(false)
    // 2028 is a leap year: the 29th itself, not the 28th
    expect(isBirthdayToday('2000-02-29', epochMs(Date.UTC(2028, 1, 28, 4, 30)))).toBe(false)
    expect(isBirthdayToday('2000-02-29', epochMs(Date.UTC(2028, 1, 29, 4, 30)))).toBe(true)
    expect(isBirthdayToday('1990-02-30', now)).toBe(false)
    expect(isBirthdayToday(undefined, now)).toBe(false)
  })

  it('blocking reasons come first, warnings still shown beside a refusal', () => {
    const facts = member({ memberships: [{ ...active(now - 10 * DAY, endOfIstDay(2026, 11, 30)), status: 'PAUSED' }], dateOfBirth: '1985-11-27', injuries: [{ filedAt: now - DAY }] })
    const decision = decideCheckIn(facts, DEFAULT_CHECK_IN_ALERT_SETTINGS, now)
    expect(decision.outcome).toBe('refuse')
    if (decision.outcome !== 'refuse') return
    expect(decision.reasons.map((a) => a.kind)).toEqual(['membershipPaused'])
    expect(decision.warnings.map((a) => a.kind)).toEqual(['recentInjury', 'membershipEnding', 'birthday'])
  })

  it('a warning checks in; the same alert set to block refuses', () => {
    const owing = member({ orders: [order('Gold 12M', now - DAY, 'Failed')] })
    expect(decideCheckIn(owing, allWarn, now).outcome).toBe('checkIn')
    expect(decideCheckIn(owing, { ...allWarn, levels: { ...allWarn.levels, paymentDue: 'block' } }, now).outcome).toBe('refuse')
    expect(decideCheckIn(owing, { ...allWarn, levels: { ...allWarn.levels, paymentDue: 'off' } }, now)).toEqual({ outcome: 'checkIn', warnings: [] })
  })

  it('the kiosk shows only "Please see the front desk" when refused, and nothing of the warnings', () => {
    expect(kioskAlertView({ outcome: 'refuse', reasons: [{ kind: 'paymentDue', severity: 'block', message: 'A payment has failed' }], warnings: [] })).toEqual({
      canCheckIn: false,
      message: 'Please see the front desk',
    })
    expect(kioskAlertView({ outcome: 'checkIn', warnings: [{ kind: 'birthday', severity: 'warn', message: 'Birthday today' }] })).toEqual({ canCheckIn: true })
  })
})
