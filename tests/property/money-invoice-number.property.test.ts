import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type InvoiceNumber,
  financialYearOf,
  formatInvoiceNumber,
  invoiceSeriesFaults,
  nextInvoiceNumber,
  parseInvoiceNumber,
} from '../../core/money/invoice-number.rule'
import { epochMs } from '../../core/shared/brands'

/* A gap-free series per centre and financial year (April to March), numbers that never repeat or skip. */

const IST_OFFSET_MS = 330 * 60 * 1000 // India keeps +05:30 all year
const instantArb = fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2098, 11, 31) }).map(epochMs)
const codeArb = fc.constantFrom('BLR1', 'MUM2', 'D', 'HYD9')

const issue = (issued: string[], code: string, t: number): InvoiceNumber => {
  const next = nextInvoiceNumber(issued, code, epochMs(t))
  if (E.isLeft(next)) throw new Error(next.left)
  issued.push(next.right.text)
  return next.right
}

describe('invoice numbering laws', () => {
  it('the financial year starts on 1 April on the Indian clock', () => {
    fc.assert(
      fc.property(instantArb, (t) => {
        const india = new Date(t + IST_OFFSET_MS)
        const oracle = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1
        expect(financialYearOf(t).startYear).toBe(oracle)
      }),
    )
  })

  it('each centre’s series for each year runs 1, 2, 3, ... in the order numbers are issued, whatever is interleaved', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(codeArb, instantArb), { maxLength: 60 }), (requests) => {
        const issued: string[] = []
        const counts = new Map<string, number>()
        for (const [code, t] of requests) {
          const n = issue(issued, code, t)
          const series = `${code} ${financialYearOf(t).startYear}`
          const expected = (counts.get(series) ?? 0) + 1
          counts.set(series, expected)
          expect(n.sequence).toBe(expected)
          expect(n.centreCode).toBe(code)
          expect(n.financialYear).toEqual(financialYearOf(t))
        }
        expect(new Set(issued).size).toBe(issued.length)
        for (const series of counts.keys()) {
          const [code = '', year = ''] = series.split(' ')
          expect(invoiceSeriesFaults(issued, code, { startYear: Number(year) })).toEqual({ missing: [], repeated: [] })
        }
      }),
    )
  })

  it('a new financial year restarts at 1', () => {
    fc.assert(
      fc.property(codeArb, fc.integer({ min: 2001, max: 2097 }), fc.integer({ min: 1, max: 30 }), (code, year, n) => {
        const issued: string[] = []
        const lastMinute = Date.parse(`${year + 1}-03-31T23:59:00+05:30`)
        for (let i = 0; i < n; i += 1) issue(issued, code, lastMinute)
        expect(issue(issued, code, lastMinute).sequence).toBe(n + 1)
        expect(issue(issued, code, Date.parse(`${year + 1}-04-01T00:00:00+05:30`)).sequence).toBe(1)
      }),
    )
  })

  it('a number is at most 16 letters, digits, hyphens and slashes, and reads back as itself', () => {
    const lawfulCodeArb = fc.stringMatching(/^[A-Z0-9]{1,4}$/)
    fc.assert(
      fc.property(lawfulCodeArb, fc.integer({ min: 2000, max: 2098 }), fc.integer({ min: 1, max: 99999 }), (code, year, seq) => {
        const n = formatInvoiceNumber(code, { startYear: year }, seq)
        expect(E.isRight(n)).toBe(true)
        if (E.isLeft(n)) return
        expect(n.right.text.length).toBeLessThanOrEqual(16)
        expect(n.right.text).toMatch(/^[A-Z0-9/-]+$/)
        expect(parseInvoiceNumber(n.right.text)).toEqual(n.right)
      }),
    )
  })
})
