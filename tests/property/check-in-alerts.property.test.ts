import fc from 'fast-check'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import {
  CHECK_IN_ALERT_KINDS,
  checkInAlerts,
  decideCheckIn,
  kioskAlertView,
  type CheckInAlertKind,
  type CheckInAlertSettings,
  type CheckInMemberFacts,
} from '../../core/check-in/check-in-alerts.rule'
import { epochMs, type EpochMs } from '../../core/shared/brands'
import { KIOSK_SEE_FRONT_DESK } from '../../core/shared/messages'

const DAY = 86_400_000
const ZONE = 'Asia/Kolkata'

/** Instants from 2020 to 2035 on any clock time. */
const nowArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map(epochMs)

const membershipArb = (now: number) =>
  fc
    .record({
      status: fc.constantFrom('PURCHASED', 'PAUSED', 'EXPIRED'),
      startOffset: fc.integer({ min: -400 * DAY, max: 60 * DAY }),
      length: fc.integer({ min: 0, max: 400 * DAY }),
    })
    .map(({ status, startOffset, length }) => ({ status, start: epochMs(now + startOffset), end: epochMs(now + startOffset + length) }))

const orderArb = (now: number) =>
  fc.record({
    packName: fc.constantFrom('Gold 12M', 'Black 3M', 'PT 10'),
    orderCreated: fc.integer({ min: now - 90 * DAY, max: now }).map(epochMs),
    orderStatus: fc.constantFrom('Successful' as const, 'Pending' as const, 'Failed' as const),
  })

const birthDateArb = fc
  .record({ y: fc.integer({ min: 1940, max: 2015 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)

/** A member's facts around `now`, with a birthday today often enough to be seen. */
const factsArb = (now: EpochMs): fc.Arbitrary<CheckInMemberFacts> =>
  fc.record(
    {
      memberships: fc.array(membershipArb(now), { maxLength: 3 }),
      orders: fc.array(orderArb(now), { maxLength: 4 }),
      injuries: fc.array(fc.integer({ min: now - 30 * DAY, max: now }).map((filedAt) => ({ filedAt })), { maxLength: 2 }),
      trialUsage: fc.record({ used: fc.integer({ min: 0, max: 3 }), maxCount: fc.integer({ min: 0, max: 3 }) }),
      dateOfBirth: fc.oneof(birthDateArb, fc.integer({ min: 1950, max: 2010 }).map((y) => `${y}-${formatInTimeZone(now, ZONE, 'MM-dd')}`)),
    },
    { requiredKeys: ['memberships', 'orders', 'injuries'] },
  )

const levelArb = fc.constantFrom('off' as const, 'warn' as const, 'block' as const)
const settingsArb: fc.Arbitrary<CheckInAlertSettings> = fc.record({
  levels: fc.record({
    membershipPaused: levelArb,
    paymentDue: levelArb,
    recentInjury: levelArb,
    trialsUsedUp: levelArb,
    membershipEnding: levelArb,
    birthday: fc.constantFrom('off' as const, 'warn' as const),
  }),
  renewalWithinDays: fc.integer({ min: 1, max: 60 }),
})

const kindArb = fc.constantFrom(...CHECK_IN_ALERT_KINDS)
const caseArb = nowArb.chain((now) => fc.record({ now: fc.constant(now), facts: factsArb(now), settings: settingsArb, kind: kindArb }))

const allOn = Object.fromEntries(CHECK_IN_ALERT_KINDS.map((k) => [k, 'warn'])) as Record<CheckInAlertKind, 'warn'>

const withLevel = (s: CheckInAlertSettings, kind: CheckInAlertKind, level: 'off' | 'warn'): CheckInAlertSettings => ({
  ...s,
  levels: { ...s.levels, [kind]: level },
})

describe('alerts at check-in: laws', () => {
  it('the generated members raise every kind of alert and both outcomes, so the laws below are not vacuous', () => {
    const cases = fc.sample(caseArb, { numRuns: 600, seed: 7 })
    const seen = new Set(cases.flatMap(({ now, facts, settings }) => checkInAlerts(facts, { ...settings, levels: { ...settings.levels, ...allOn } }, now).map((a) => a.kind)))
    expect([...seen].sort()).toEqual([...CHECK_IN_ALERT_KINDS].sort())
    const outcomes = new Set(cases.map(({ now, facts, settings }) => decideCheckIn(facts, settings, now).outcome))
    expect([...outcomes].sort()).toEqual(['checkIn', 'refuse'])
  })

  it('an alert switched off never appears, and a shown alert has the level its centre chose', () => {
    fc.assert(
      fc.property(caseArb, ({ now, facts, settings, kind }) => {
        const alerts = checkInAlerts(facts, withLevel(settings, kind, 'off'), now)
        expect(alerts.some((a) => a.kind === kind)).toBe(false)
        for (const a of checkInAlerts(facts, settings, now)) expect(a.severity).toBe(settings.levels[a.kind])
      }),
      { numRuns: 300 },
    )
  })

  it("the decision is 'refuse' exactly when some alert is at block, and its reasons are those alerts", () => {
    fc.assert(
      fc.property(caseArb, ({ now, facts, settings }) => {
        const alerts = checkInAlerts(facts, settings, now)
        const blocking = alerts.filter((a) => a.severity === 'block')
        const decision = decideCheckIn(facts, settings, now)
        expect(decision.outcome === 'refuse').toBe(blocking.length > 0)
        if (decision.outcome === 'refuse') expect(decision.reasons).toEqual(blocking)
        expect(decision.warnings).toEqual(alerts.filter((a) => a.severity === 'warn'))
      }),
      { numRuns: 300 },
    )
  })

  it('switching an alert from off to warn never turns a check-in into a refusal, nor changes the reasons', () => {
    fc.assert(
      fc.property(caseArb, ({ now, facts, settings, kind }) => {
        const before = decideCheckIn(facts, withLevel(settings, kind, 'off'), now)
        const after = decideCheckIn(facts, withLevel(settings, kind, 'warn'), now)
        expect(after.outcome).toBe(before.outcome)
        if (before.outcome === 'refuse' && after.outcome === 'refuse') expect(after.reasons).toEqual(before.reasons)
      }),
      { numRuns: 300 },
    )
  })

  it('the kiosk shows nothing of the member: no name, phone, date, number or alert words', () => {
    const personArb = fc.record({
      firstName: fc.constantFrom('Asha', 'Ravi', 'Priya', 'Vikram', 'Meera', 'Zoya'),
      lastName: fc.constantFrom('Iyer', 'Khan', 'Sharma', 'Das'),
      phone: fc.stringMatching(/^[6-9]\d{9}$/),
    })
    fc.assert(
      fc.property(caseArb, personArb, ({ now, facts, settings }, person) => {
        const profile = { ...facts, ...person }
        const alerts = checkInAlerts(profile, settings, now)
        const shown = JSON.stringify(kioskAlertView(decideCheckIn(profile, settings, now)))
        for (const secret of [person.firstName, person.lastName, person.phone, profile.dateOfBirth ?? '\u0000', ...alerts.map((a) => a.message)])
          expect(shown).not.toContain(secret)
        expect(shown).not.toMatch(/\d/)
        const view = kioskAlertView(decideCheckIn(profile, settings, now))
        expect(view.canCheckIn ? undefined : view.message).toBe(alerts.some((a) => a.severity === 'block') ? KIOSK_SEE_FRONT_DESK : undefined)
      }),
      { numRuns: 300 },
    )
  })

  it('birthday falls on the centre day (Asia/Kolkata) even when UTC is still on the previous day', () => {
    const dayArb = fc.integer({ min: 0, max: 365 * 15 }).map((n) => formatInTimeZone(Date.UTC(2020, 0, 1, 12) + n * DAY, 'UTC', 'yyyy-MM-dd'))
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 329 }), fc.integer({ min: 1940, max: 2015 }), (day, minute, birthYear) => {
        // the first 5.5 hours of the centre day: UTC still reads the day before
        const now = epochMs(fromZonedTime(`${day}T00:00:00`, ZONE).getTime() + minute * 60_000)
        const utcDay = new Date(now).toISOString().slice(0, 10)
        expect(utcDay < day).toBe(true)
        const monthDay = day.slice(5)
        const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
        const year = monthDay === '02-29' && !isLeap(birthYear) ? 2000 : birthYear
        const facts = { memberships: [], orders: [], injuries: [] }
        const only: CheckInAlertSettings = {
          levels: { membershipPaused: 'off', paymentDue: 'off', recentInjury: 'off', trialsUsedUp: 'off', membershipEnding: 'off', birthday: 'warn' },
          renewalWithinDays: 7,
        }
        expect(checkInAlerts({ ...facts, dateOfBirth: `${year}-${monthDay}` }, only, now).map((a) => a.kind)).toEqual(['birthday'])
        const utcMonthDay = utcDay.slice(5)
        const utcYear = utcMonthDay === '02-29' && !isLeap(birthYear) ? 2000 : birthYear
        expect(checkInAlerts({ ...facts, dateOfBirth: `${utcYear}-${utcMonthDay}` }, only, now)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
