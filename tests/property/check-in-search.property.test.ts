import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckIn } from '../../core/check-in/check-in'
import { groupCheckIns } from '../../core/check-in/check-in-grouping.rule'
import { filterSections, matchesCheckInSearch, parseCheckInSearch } from '../../core/check-in/check-in-search.rule'
import { checkInRows } from '../../ui/check-ins/check-in-rows'
import { checkInArb } from '../support/check-ins'

const named: fc.Arbitrary<CheckIn> = fc
  .tuple(checkInArb, fc.constantFrom('Asha', 'Ravi', 'Meera', ''), fc.constantFrom('Rao', 'Nair', 'Iyer Das', ''), fc.stringMatching(/^\d{1,7}$/))
  .map(([c, firstName, lastName, userId]) => ({ ...c, firstName, lastName, userId }))
const queryArb = fc.oneof(fc.stringMatching(/^\d{1,3}$/), fc.constantFrom('', ' ', 'a', 'ASHA', 'rao', 'ravi n', '  iyer  das ', 'zz'))

describe('check-in list search', () => {
  it('keeps, in every section, exactly the matching check-ins in their order (a filter, not a reorder)', () => {
    fc.assert(
      fc.property(fc.array(named, { maxLength: 40 }), queryArb, (list, q) => {
        const s = parseCheckInSearch(q)
        const sections = groupCheckIns(list)
        const filtered = filterSections(sections, s)
        expect(filtered.map((x) => x.key)).toEqual(sections.map((x) => x.key))
        filtered.forEach((sec, i) => expect(sec.checkIns).toEqual(sections[i]?.checkIns.filter((c) => matchesCheckInSearch(s, c))))
      }),
    )
  })

  it('is idempotent, and the empty query keeps everything', () => {
    fc.assert(
      fc.property(fc.array(named, { maxLength: 40 }), queryArb, (list, q) => {
        const s = parseCheckInSearch(q)
        const once = filterSections(groupCheckIns(list), s)
        expect(filterSections(once, s)).toEqual(once)
        expect(filterSections(groupCheckIns(list), parseCheckInSearch('  '))).toEqual(groupCheckIns(list))
      }),
    )
  })

  it('finds a member by any run of digits of the user id, and by any part of the name whatever the case', () => {
    fc.assert(
      fc.property(named, fc.nat(), fc.nat(), (c, a, b) => {
        const id = c.userId
        const from = a % id.length
        const to = from + 1 + (b % (id.length - from))
        expect(matchesCheckInSearch(parseCheckInSearch(id.slice(from, to)), c)).toBe(true)
        const name = `${c.firstName} ${c.lastName}`.trim()
        if (name !== '') expect(matchesCheckInSearch(parseCheckInSearch(name.toUpperCase()), c)).toBe(true)
      }),
    )
  })

  it('lays the sections out as rows whose heading counts add up to the cards under them', () => {
    fc.assert(
      fc.property(fc.array(named, { maxLength: 60 }), (list) => {
        const rows = checkInRows(groupCheckIns(list))
        const cards = rows.filter((r) => r.type === 'card')
        expect(cards).toHaveLength(list.filter((c) => c.state !== 'cancelled').length)
        let sum = 0
        for (const r of rows) if (r.type === 'heading') sum += r.count
        expect(sum).toBe(cards.length)
        for (let i = 0; i < rows.length; i++) {
          const r = rows[i]
          if (r?.type !== 'subheading') continue
          let n = 0
          for (let j = i + 1; j < rows.length && rows[j]?.type === 'card'; j++) n++
          expect(n).toBe(r.count)
        }
      }),
    )
  })
})
