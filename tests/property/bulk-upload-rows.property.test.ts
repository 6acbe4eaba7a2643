import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_KINDS } from '../../core/operations/bulk-upload'
import { BULK_UPLOAD_RULES, readBulkUpload } from '../../core/operations/bulk-upload-rules.rule'
import { readTable } from '../../core/operations/csv-table.rule'
import { TARGET_FILE_RULE } from '../../core/operations/target-upload.rule'
import { CSV_HEADER_REQUIRED, CSV_ROWS_REQUIRED } from '../../core/shared/messages'

/** Laws of the upload rows (part 3 §5): header row, blank lines skipped, at least one row, row numbers. */

const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '700001', '7101', '90001', '15', 'HOT', 'REFERRAL', '9876543210', 'DIWALI-20'))
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

  test.prop([kind, fc.array(line(4), { maxLength: 30 })])('a valid row keeps its row number: the file’s line with those cells', (k, body) => {
    const raw = [BULK_UPLOAD_COLUMNS[k].slice(), ...body]
    for (const row of readBulkUpload(k, raw).rows) {
      const rechecked = BULK_UPLOAD_RULES[k].columns.map((c, i) => c.check(raw[row.row - 1]?.[i] ?? ''))
      expect(rechecked.map((x) => (x._tag === 'Right' ? x.right : undefined))).toEqual(row.cells)
    }
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
