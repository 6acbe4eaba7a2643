import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkInSection,
  EXISTING_SECTIONS,
  groupCheckIns,
  type GroupingThresholds,
} from '../../core/check-in/check-in-grouping.rule'
import { checkInArb } from '../support/check-ins'

const thresholdsArb: fc.Arbitrary<GroupingThresholds> = fc.record({
  complimentary: fc.integer({ min: 0, max: 12 }),
  newMember: fc.integer({ min: 0, max: 12 }),
  complimentaryDefaultCount: fc.integer({ min: 0, max: 12 }),
  newMemberDefaultCount: fc.integer({ min: 0, max: 12 }),
})

describe('check-in grouping laws', () => {
  it('partitions: every non-cancelled check-in is in exactly one section, cancelled ones in none', () => {
    fc.assert(
      fc.property(fc.array(checkInArb, { maxLength: 40 }), (checkIns) => {
        const placed = groupCheckIns(checkIns).flatMap((s) => s.checkIns)
        for (const c of checkIns) expect(placed.filter((x) => x === c).length).toBe(c.state === 'cancelled' ? 0 : 1)
        expect(placed.length).toBe(checkIns.filter((c) => c.state !== 'cancelled').length)
      }),
    )
  })

  it('is stable: each section is a subsequence of the input, in input order', () => {
    fc.assert(
      fc.property(fc.array(checkInArb, { maxLength: 40 }), (checkIns) => {
        for (const s of groupCheckIns(checkIns)) {
          const positions = s.checkIns.map((c) => checkIns.indexOf(c))
          expect(positions).toEqual([...positions].sort((a, b) => a - b))
        }
      }),
    )
  })

  it('up-for-renewal wins over everything else', () => {
    fc.assert(
      fc.property(checkInArb, thresholdsArb, (c, t) => {
        const flagged = { ...c, flags: [...c.flags, 'UP_FOR_RENEWAL_FLAG'] }
        expect(checkInSection(flagged, t)).toBe(c.state === 'cancelled' ? undefined : 'upForRenewal')
      }),
    )
  })

  it('is monotone in the thresholds: raising one never moves a check-in into an existing section', () => {
    fc.assert(
      fc.property(checkInArb, thresholdsArb, fc.nat(5), fc.nat(5), (c, t, dc, dn) => {
        const raised = { ...t, complimentary: t.complimentary + dc, newMember: t.newMember + dn }
        const before = checkInSection(c, t)
        const after = checkInSection(c, raised)
        if (before !== undefined && !EXISTING_SECTIONS.has(before)) expect(after).toBe(before)
      }),
    )
  })

  it('with the default thresholds, the assigned or new sections hold exactly the low counts', () => {
    fc.assert(
      fc.property(checkInArb, (c) => {
        const key = checkInSection(c)
        if (key === 'assignedComplementary' || key === 'unassignedNewComplementary') expect(c.userCheckinCount).toBeLessThanOrEqual(5)
        if (key === 'newMembers' || key === 'unassignedNewMembers') expect(c.userCheckinCount).toBeLessThanOrEqual(3)
      }),
    )
  })
})
