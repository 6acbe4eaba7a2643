import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { followUpDateAllowed } from '../../core/lead/lead.rule'
import { FOLLOW_UP_STATES, PT_LEAD_CHOICES, RECORD_LEAD_CHOICES, followUpDateBounds, followUpState, offersSkipFollowUp } from '../../core/lead/lead-follow-up.rule'
import { followUpTimeAllowed, leadUpdateRefusal } from '../../core/lead/lead-update-check.rule'
import { type EpochMs, epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'

// Instants from 2020 to 2035 (the centre's calendar, Asia/Kolkata, whatever the machine's zone).
const nowArb = fc.integer({ min: 1_577_836_800_000, max: 2_051_222_400_000 }).map((n) => epochMs(n))
const offsetArb = fc.integer({ min: -10, max: 60 })

describe('follow-up window laws (part 3 §5, §9: yesterday to 45 days ahead)', () => {
  it('a date is allowed exactly when it lies between the picker’s bounds, and the bounds are yesterday and today + 45', () => {
    fc.assert(
      fc.property(nowArb, offsetArb, (now, k) => {
        const today = centreDayOf(now)
        const day = addDays(today, k)
        const { min, max } = followUpDateBounds(now)
        expect(min).toBe(addDays(today, -1))
        expect(max).toBe(addDays(today, 45))
        expect(followUpDateAllowed(day, now)).toBe(k >= -1 && k <= 45)
        expect(followUpDateAllowed(day, now)).toBe(day >= min && day <= max)
      }),
    )
  })

  it('any instant on an allowed day passes the server’s check, any instant outside fails it', () => {
    fc.assert(
      fc.property(nowArb, offsetArb, fc.integer({ min: 0, max: DAY_MS - 1 }), (now, k, ms) => {
        const t = epochMs(startOfCentreDay(addDays(centreDayOf(now), k)) + ms)
        expect(followUpTimeAllowed(t, now)).toBe(k >= -1 && k <= 45)
      }),
    )
  })

  it('only a COLD lead may skip its follow-up; any other quality must name one', () => {
    const qualityArb = fc.constantFrom('HOT' as const, 'WARM' as const, 'COLD' as const, 'NOT_INTERESTED' as const)
    fc.assert(
      fc.property(nowArb, qualityArb, (now, q) => {
        const u = { taskInstanceId: 't', userId: 'u', commentTag: 'Price', comment: 'c', leadQuality: q, skipFollowUp: true }
        expect(leadUpdateRefusal(u, 'u', now)).toBe(q === 'COLD' ? undefined : M.SKIP_ONLY_FOR_COLD)
      }),
    )
  })
})

describe('follow-up state laws', () => {
  it('every lead is in exactly one state: none without a follow-up, overdue once past, else today or upcoming by centre day', () => {
    fc.assert(
      fc.property(nowArb, fc.option(fc.integer({ min: -60 * DAY_MS, max: 60 * DAY_MS }), { nil: undefined }), (now, delta) => {
        const next = delta === undefined ? undefined : (epochMs(now + delta) as EpochMs)
        const s = followUpState(next === undefined ? {} : { nextFollowUpTime: next }, now)
        expect(FOLLOW_UP_STATES).toContain(s)
        if (next === undefined) expect(s).toBe('NONE')
        else if (next < now) expect(s).toBe('OVERDUE')
        else expect(s).toBe(centreDayOf(next) === centreDayOf(now) ? 'TODAY' : 'UPCOMING')
      }),
    )
  })

  it('moving the clock on never moves a lead from overdue back to due', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -5 * DAY_MS, max: 5 * DAY_MS }), fc.integer({ min: 0, max: 5 * DAY_MS }), (now, delta, later) => {
        const lead = { nextFollowUpTime: epochMs(now + delta) }
        if (followUpState(lead, now) === 'OVERDUE') expect(followUpState(lead, epochMs(now + later))).toBe('OVERDUE')
      }),
    )
  })
})

describe('the lead-quality choices and the skip rule (part 3 §5, §9 worked cases)', () => {
  it('the Record Lead form offers HOT, WARM and COLD; the pitch modals add NOT_INTERESTED', () => {
    expect(RECORD_LEAD_CHOICES).toEqual(['HOT', 'WARM', 'COLD'])
    expect(PT_LEAD_CHOICES).toEqual(['HOT', 'WARM', 'COLD', 'NOT_INTERESTED'])
  })

  it('‘Don’t add follow-up time’ is offered when the quality is COLD, and only then', () => {
    for (const q of [undefined, 'HOT', 'WARM', 'COLD', 'NOT_INTERESTED'] as const) expect(offersSkipFollowUp(q)).toBe(q === 'COLD')
  })
})
