import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_KINDS } from '../../core/operations/bulk-upload'
import { readBulkUpload } from '../../core/operations/bulk-upload-rules.rule'
import { readTable } from '../../core/operations/csv-table.rule'
import { TARGET_FILE_RULE } from '../../core/operations/target-upload.rule'
import { CSV_HEADER_REQUIRED, CSV_ROWS_REQUIRED } from '../../core/shared/messages'

/** Laws of the upload rows (part 3 §5): header row, blank lines skipped, at least one row, row numbers. */

/**
 * What a row's cells must read as, from the product's stated numbers (literals, not the rules'
 * own checks): undefined when the row breaks one. A user, membership id: digits, at most 20; a
 * segment id 1 to 999,999,999; days 1 to 365; an offer id at most 64 characters; a lead name at
 * most 100; a phone of 10 digits (+91, spaces and dashes dropped); the spec's lead sources and
 * qualities, case ignored.
 */
const wholeIn = (v: string, min: number, max: number): string | undefined => (/^\d{1,12}$/.test(v) && Number(v) >= min && Number(v) <= max ? String(Number(v)) : undefined)
const digitsUpTo20 = (v: string): string | undefined => (/^\d{1,20}$/.test(v) ? v : undefined)
const textUpTo = (v: string, max: number): string | undefined => (v !== '' && v.length <= max ? v : undefined)
const code = (v: string, codes: readonly string[]): string | undefined => codes.find((c) => c === v.toUpperCase())
const phone10 = (v: string): string | undefined => {
  const p = v.replace(/[\s-]/g, '').replace(/^\+91/, '')
  return /^\d{10}$/.test(p) ? p : undefined
}
const ORACLE: Readonly<Record<(typeof BULK_UPLOAD_KINDS)[number], readonly ((v: string) => string | undefined)[]>> = {
  segment: [digitsUpTo20, (v) => wholeIn(v, 1, 999_999_999)],
  offer: [digitsUpTo20, (v) => textUpTo(v, 64)],
  extend: [digitsUpTo20, (v) => wholeIn(v, 1, 365)],
  leads: [(v) => textUpTo(v, 100), phone10, (v) => code(v, ['GOOGLE_SEARCH', 'BILL_BOARD', 'CULT_APP', 'SOCIAL_MEDIA', 'REFERRAL']), (v) => code(v, ['HOT', 'WARM', 'COLD', 'NOT_INTERESTED'])],
}
const expected = (k: (typeof BULK_UPLOAD_KINDS)[number], line: readonly string[]): readonly (string | undefined)[] => ORACLE[k].map((f, i) => f((line[i] ?? '').trim()))

const cell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '700001', '7101', '90001', '15', '0', '1', '365', '366', '999999999', '1000000000', '007', 'HOT', 'hot', 'REFERRAL', '9876543210', '+919876543210', '98765 43210', 'DIWALI-20'),
  fc.integer({ min: 60, max: 110 }).map((n) => 'x'.repeat(n)),
)
const line = (n: number) => fc.array(cell, { minLength: n, maxLength: n })
const kind = fc.constantFrom(...BULK_UPLOAD_KINDS)
const blank = fc.constantFrom<string[]>([], [''], ['', '  '])

describe('bulk upload rows', () => {
  test.prop([kind, fc.array(line(4), { maxLength: 30 })])('every error names a row of the file and a column of the kind (or the file)', (k, body) => {
    const raw = [BULK_UPLOAD_COLUMNS[k].slice(), ...body]
    const r = readBulkUpload(k, raw)
    const columns = new Set([...BULK_UPLOAD_COLUMNS[k], 'file'])
    for (const e of r.errors) {
      expect(e.row).toBeGreaterThanOrEqual(1)
      expect(e.row).toBeLessThanOrEqual(raw.length)
      expect(columns.has(e.column)).toBe(true)
    }
  })

  test.prop([kind, fc.array(line(4), { maxLength: 30 })])('a row passes exactly when the stated limits hold, and keeps its row number and the cells as the limits read them', (k, body) => {
    const raw = [BULK_UPLOAD_COLUMNS[k].slice(), ...body]
    const r = readBulkUpload(k, raw)
    for (const row of r.rows) expect(row.cells.slice(0, ORACLE[k].length)).toEqual(expected(k, raw[row.row - 1] ?? []))
    raw.forEach((line, i) => {
      if (i === 0 || line.every((c) => c.trim() === '')) return
      const bad = expected(k, line).some((v) => v === undefined)
      if (bad) expect(r.errors.some((e) => e.row === i + 1)).toBe(true)
    })
  })

  test.prop([kind, fc.array(line(4), { minLength: 1, maxLength: 20 }), fc.array(fc.tuple(fc.nat(25), blank), { maxLength: 8 })])(
    'blank lines anywhere change no verdict, only the row numbers',
    (k, body, inserts) => {
      const raw = [BULK_UPLOAD_COLUMNS[k].slice(), ...body]
      const withBlanks = raw.slice()
      for (const [at, b] of inserts) withBlanks.splice(1 + (at % withBlanks.length), 0, b)
      const a = readBulkUpload(k, raw)
      const b2 = readBulkUpload(k, withBlanks)
      expect(b2.rows.map((r) => r.cells)).toEqual(a.rows.map((r) => r.cells))
      // A reason may name another row ('The same as row 2'): the number moves with the blank lines,
      // the row it names holds the same cells.
      const unnumbered = (reason: string) => reason.replace(/row \d+/g, 'row #')
      expect(b2.errors.map((e) => [e.column, unnumbered(e.reason)])).toEqual(a.errors.map((e) => [e.column, unnumbered(e.reason)]))
      const named = (reason: string, file: readonly (readonly string[])[]) => [...reason.matchAll(/row (\d+)/g)].map((m) => file[Number(m[1]) - 1])
      b2.errors.forEach((e, i) => expect(named(e.reason, withBlanks)).toEqual(named(a.errors[i]?.reason ?? '', raw)))
    },
  )

  test.prop([kind, fc.array(blank, { maxLength: 5 })])('a header with no data row is refused; no header at all too', (k, blanks) => {
    expect(readBulkUpload(k, [BULK_UPLOAD_COLUMNS[k].slice(), ...blanks]).errors.map((e) => e.reason)).toEqual([CSV_ROWS_REQUIRED])
    expect(readBulkUpload(k, blanks).errors.map((e) => e.reason)).toEqual([CSV_HEADER_REQUIRED])
  })

  test.prop([fc.array(fc.tuple(fc.stringMatching(/^[A-Z0-9-]{1,10}$/), fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.nat(1_000_000)), { minLength: 1, maxLength: 20 })])(
    'a target file of well-formed rows (owners and months unique) passes whole, header columns in any order',
    (rows) => {
      const seen = new Set<string>()
      const unique = rows.filter(([o, y, m]) => !seen.has(`${o}|${y}|${m}`) && seen.add(`${o}|${y}|${m}`) !== undefined)
      const raw = [['target', 'MONTH', 'ownerIdentifier'], ...unique.map(([o, y, m, t]) => [String(t), `${y}-${String(m).padStart(2, '0')}`, o])]
      const r = readTable(TARGET_FILE_RULE, raw)
      expect(r.errors).toEqual([])
      expect(r.rows.length).toBe(unique.length)
    },
  )
})
