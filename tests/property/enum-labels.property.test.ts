import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { cellText, reportCsvTable } from '../../core/reports/report-cells.rule'
import { ENUM_LABELS, type EnumDomain, enumLabel, enumListLabel, humaniseCode, isRawCode } from '../../core/shared/enum-labels'
import { issuesTable } from '../../core/operations/issues-table.rule'

/*
 * The rule of the brief: enums are shown in words staff use, on screens and in CSV files alike.
 * A code is upper-case words joined by underscores ('SOCIAL_MEDIA', 'PAID'); real acronyms (PT,
 * GST, OTP...) are words.
 */

const DOMAINS = Object.keys(ENUM_LABELS) as EnumDomain[]
const word = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 8 })
const code = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join('_'))

describe('one labelling rule for codes', () => {
  it('has words, not codes, for every code it knows', () => {
    for (const d of DOMAINS)
      for (const [k, v] of Object.entries(ENUM_LABELS[d])) {
        expect(enumLabel(d, k), `${d}.${k}`).toBe(v)
        expect(isRawCode(v), `${d}.${k} reads '${v}'`).toBe(false)
      }
  })
  it('never shows a raw code, in any domain, even one it does not know yet', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOMAINS), code, (d, c) => {
        expect(isRawCode(enumLabel(d, c))).toBe(false)
      }),
      { numRuns: 400 },
    )
  })
  it('keeps what already is words, and humanises an unknown code into sentence case', () => {
    fc.assert(fc.property(fc.constantFrom(...DOMAINS), fc.constantFrom('Open', 'Settled', 'Pending (settles in 2 days)', 'PT lead', ''), (d, w) => { expect(enumLabel(d, w)).toBe(w) }))
    expect(humaniseCode('SOCIAL_MEDIA')).toBe('Social media')
    expect(humaniseCode('PT_LEAD')).toBe('PT lead')
    expect(humaniseCode('PARTIALLY_REFUNDED')).toBe('Partially refunded')
  })
  it('the codes people saw on screen read as words', () => {
    expect(enumLabel('paymentStatus', 'PAID')).toBe('Paid')
    expect(enumLabel('paymentLinkStatus', 'CREATED')).not.toMatch(/CREATED/)
    expect(enumListLabel('leadQuality', ['HOT', 'WARM', 'COLD'])).toBe('Hot, Warm, Cold')
    expect(enumLabel('leadSource', 'SOCIAL_MEDIA')).toBe('Social media')
  })
})

describe('reports read codes in words, on screen and in the CSV', () => {
  const kinds = ['leadDetails', 'luxLeadDetails'] as const
  for (const kind of kinds) {
    it(`${kind}: Quality and Status in words`, () => {
      const columns = REPORT_COLUMNS[kind]
      const quality = columns.find((c) => c.key === 'quality')
      const status = columns.find((c) => c.key === 'status')
      if (quality === undefined || status === undefined) throw new Error('no Quality or Status column')
      expect(['HOT', 'WARM', 'COLD', 'NOT_INTERESTED'].map((q) => cellText(quality, q))).toEqual(['Hot', 'Warm', 'Cold', 'Not interested'])
      expect(cellText(status, 'ACTIVE')).toBe('Open')
      const csv = reportCsvTable(columns, [{ day: '2026-11-27', member: 'Asha', category: 'PT_LEAD', status: 'ACTIVE', quality: 'WARM', owner: 'Ravi', comment: '' }])
      const row = csv.data[0] ?? []
      expect(row.filter((v) => typeof v === 'string' && isRawCode(v))).toEqual([])
      expect(row).toContain('Warm')
    })
  }
  it('issues --csv writes status and category in words', () => {
    const [, row] = issuesTable([
      { id: 'T-1', category: 'SOME_NEW_CATEGORY', categoryComment: '', title: 'Leak', description: 'Water', status: 'SOME_NEW_STATUS', reportedBy: 'A', reportedAt: 0, updatedAt: 0 } as unknown as Parameters<typeof issuesTable>[0][number],
    ])
    expect((row ?? []).filter((v) => isRawCode(v))).toEqual([])
  })
})
