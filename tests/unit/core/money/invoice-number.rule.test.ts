import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  financialYearLabel,
  financialYearOf,
  formatInvoiceNumber,
  invoiceSeriesFaults,
  nextInvoiceNumber,
  parseInvoiceNumber,
} from '../../../../core/money/invoice-number.rule'
import { epochMs } from '../../../../core/shared/brands'
import { INVOICE_CENTRE_CODE_INVALID, INVOICE_SERIES_FULL } from '../../../../core/shared/messages'

const at = (iso: string) => epochMs(Date.parse(iso))
const textOf = (e: E.Either<string, { readonly text: string }>): string => (E.isRight(e) ? e.right.text : `refused: ${e.left}`)

describe('financial year of an invoice', () => {
  it('runs April to March on the centre’s clock, not the machine’s', () => {
    expect(financialYearOf(at('2027-03-31T23:59:00+05:30')).startYear).toBe(2026)
    expect(financialYearOf(at('2027-03-31T23:59:59.999+05:30')).startYear).toBe(2026)
    expect(financialYearOf(at('2027-04-01T00:00:00+05:30')).startYear).toBe(2027)
    // 18:30 UTC on 31 March is already 1 April in India.
    expect(financialYearOf(at('2027-03-31T18:30:00Z')).startYear).toBe(2027)
    expect(financialYearOf(at('2026-11-30T18:25:00Z')).startYear).toBe(2026)
    expect(financialYearOf(at('2027-01-01T00:00:00+05:30')).startYear).toBe(2026)
  })

  it('is written 2026-27, and 2099-00 at a century’s turn', () => {
    expect(financialYearLabel({ startYear: 2026 })).toBe('2026-27')
    expect(financialYearLabel({ startYear: 2099 })).toBe('2099-00')
  })
})

describe('invoice numbers', () => {
  it('starts a centre’s series at 1 and reads <centre code>/<YY-YY>/<five digits>', () => {
    expect(textOf(nextInvoiceNumber([], 'BLR1', at('2026-11-30T18:25:00Z')))).toBe('BLR1/26-27/00001')
  })

  it('goes on from the highest number of the same centre and year, ignoring other series', () => {
    const issued = ['BLR1/26-27/00001', 'BLR1/26-27/00002', 'MUM2/26-27/00007', 'BLR1/25-26/00099', 'not a number']
    expect(textOf(nextInvoiceNumber(issued, 'BLR1', at('2026-12-01T01:00:00Z')))).toBe('BLR1/26-27/00003')
    expect(textOf(nextInvoiceNumber(issued, 'MUM2', at('2026-12-01T01:00:00Z')))).toBe('MUM2/26-27/00008')
  })

  it('restarts at 1 in a new financial year, from midnight of 1 April in India', () => {
    const issued = ['BLR1/26-27/00001', 'BLR1/26-27/00002', 'BLR1/26-27/00003']
    expect(textOf(nextInvoiceNumber(issued, 'BLR1', at('2027-03-31T23:59:00+05:30')))).toBe('BLR1/26-27/00004')
    expect(textOf(nextInvoiceNumber(issued, 'BLR1', at('2027-04-01T00:00:00+05:30')))).toBe('BLR1/27-28/00001')
  })

  it('refuses a centre code that would not make a lawful number, and a full series', () => {
    expect(textOf(nextInvoiceNumber([], 'blr1', at('2026-11-30T18:25:00Z')))).toBe(`refused: ${INVOICE_CENTRE_CODE_INVALID}`)
    expect(textOf(nextInvoiceNumber([], 'BLR12', at('2026-11-30T18:25:00Z')))).toBe(`refused: ${INVOICE_CENTRE_CODE_INVALID}`)
    expect(textOf(nextInvoiceNumber([], 'B/1', at('2026-11-30T18:25:00Z')))).toBe(`refused: ${INVOICE_CENTRE_CODE_INVALID}`)
    expect(textOf(nextInvoiceNumber(['BLR1/26-27/99999'], 'BLR1', at('2026-11-30T18:25:00Z')))).toBe(`refused: ${INVOICE_SERIES_FULL}`)
    expect(textOf(formatInvoiceNumber('BLR1', { startYear: 2026 }, 0))).toBe(`refused: ${INVOICE_SERIES_FULL}`)
  })

  it('keeps every number within 16 characters', () => {
    expect(textOf(formatInvoiceNumber('ABCD', { startYear: 2026 }, 99999))).toBe('ABCD/26-27/99999')
    expect('ABCD/26-27/99999'.length).toBe(16)
  })

  it('reads a number back, and nothing that is not one', () => {
    expect(parseInvoiceNumber('BLR1/26-27/00042')).toEqual({
      centreCode: 'BLR1',
      financialYear: { startYear: 2026 },
      sequence: 42,
      text: 'BLR1/26-27/00042',
    })
    for (const bad of ['BLR1/26-28/00001', 'BLR1/26-27/00000', 'BLR1/26-27/1', 'blr1/26-27/00001', 'BLR1/2026-27/00001', ''])
      expect(parseInvoiceNumber(bad)).toBeUndefined()
  })

  it('finds the numbers missing from a series and those issued twice', () => {
    const issued = ['BLR1/26-27/00001', 'BLR1/26-27/00003', 'BLR1/26-27/00003', 'BLR1/26-27/00005', 'MUM2/26-27/00002']
    expect(invoiceSeriesFaults(issued, 'BLR1', { startYear: 2026 })).toEqual({ missing: [2, 4], repeated: [3] })
    expect(invoiceSeriesFaults([], 'BLR1', { startYear: 2026 })).toEqual({ missing: [], repeated: [] })
  })
})
