import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { membershipPackName, nameWithoutSessionCount, packName, packSessionCount, sessionCountsIn } from '../../../../core/shared/pack-name.rule'

const pt = (name: string, used: number, max: number) => ({ name, benefits: [{ name: 'PT sessions', ticketsUsed: used, maxTickets: max }] })

describe("a pack's name and the sessions it holds", () => {
  it("drops a count the pack no longer holds: 'Personal Training 60 sessions' with 12 sessions reads 'Personal Training'", () => {
    expect(membershipPackName(pt('Personal Training 60 sessions', 5, 12))).toBe('Personal Training')
  })

  it('keeps a count that is still true', () => {
    expect(membershipPackName(pt('Personal Training 60 sessions', 41, 60))).toBe('Personal Training 60 sessions')
    expect(packName('Personal training L1: 12 sessions', 12)).toBe('Personal training L1: 12 sessions')
  })

  it('drops the count with the separator or brackets that set it off', () => {
    expect(nameWithoutSessionCount('Personal training L1: 12 sessions')).toBe('Personal training L1')
    expect(nameWithoutSessionCount('Swimming personal training: 8 sessions')).toBe('Swimming personal training')
    expect(nameWithoutSessionCount('PT (8 sessions) with Priya')).toBe('PT with Priya')
    expect(nameWithoutSessionCount('12-session PT pack')).toBe('PT pack')
    expect(nameWithoutSessionCount('PT 1 session')).toBe('PT')
  })

  it('keeps names that carry no count, or nothing but one', () => {
    expect(nameWithoutSessionCount('PT trial session')).toBe('PT trial session')
    expect(nameWithoutSessionCount('cultpass GOLD')).toBe('cultpass GOLD')
    expect(nameWithoutSessionCount('Gym 3 months')).toBe('Gym 3 months')
    expect(nameWithoutSessionCount('12 sessions')).toBe('12 sessions')
  })

  it('keeps the name of a pack whose sessions are not known, or that counts none', () => {
    expect(packName('PT 12 sessions', undefined)).toBe('PT 12 sessions')
    expect(membershipPackName({ name: 'cultpass GOLD 24 sessions', benefits: [] })).toBe('cultpass GOLD 24 sessions')
    const benefits = [{ name: 'Gym', ticketsUsed: 0, maxTickets: 0 }, { name: 'PT sessions', ticketsUsed: 1, maxTickets: 8 }]
    expect(packSessionCount(benefits)).toBe(8)
    // A gym's centre-access days are no session count: its name is kept.
    const gym = { name: 'cultpass 10 sessions', benefits: [{ name: 'Centre access', ticketsUsed: 40, maxTickets: 365 }] }
    expect(membershipPackName(gym)).toBe('cultpass 10 sessions')
  })

  it('never shows a count other than the true one, whatever the name and the sessions', () => {
    const word = fc.constantFrom('Personal', 'Training', 'PT', 'L1:', 'Swim', 'pack', 'with', 'Priya', '-')
    const count = fc.integer({ min: 1, max: 200 }).map((n) => `${n} ${n === 1 ? 'session' : 'sessions'}`)
    const name = fc.array(fc.oneof(word, word, count), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '))
    fc.assert(
      fc.property(name, fc.integer({ min: 1, max: 200 }), (n, sessions) => {
        const shown = packName(n, sessions)
        const counts = sessionCountsIn(shown)
        // Either every count it shows is the true one, or it is a name made of nothing but counts (kept whole).
        expect(counts.every((c) => c === sessions) || nameWithoutSessionCount(n) === n).toBe(true)
        // A name with no count is never changed.
        if (sessionCountsIn(n).length === 0) expect(shown).toBe(n)
      }),
    )
  })
})
