import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { writeCreditNotePdf, writeTaxInvoicePdf } from '../../../adapters/pdf/tax-document.pdf'
import { creditNoteOf } from '../../../core/money/credit-note.rule'
import { buildTaxInvoice, formatRupeesOnDocument } from '../../../core/money/tax-invoice.rule'
import { epochMs, paise } from '../../../core/shared/brands'
import { formatDay } from '../../../core/shared/display-format'
import { pdfText, pdfTextPieces } from '../../support/pdf-text'

const SUPPLIER = { legalName: 'Fitstreet Centres Private Limited', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' }
const issuedAt = epochMs(Date.parse('2026-11-27T10:00:00+05:30'))
const invoiceFor = (state: string) =>
  buildTaxInvoice({
    invoiceNo: 'BLR1/26-27/00042',
    orderId: 'ORD-8c1f',
    issuedAt,
    supplier: SUPPLIER,
    customer: { name: 'Asha Rao’s family', state },
    amountPaid: paise(590_001),
    items: [
      { description: 'ELITE 3 months', sac: '999723', price: paise(590_000) },
      { description: 'Towel service (10 uses)', sac: '999723', price: paise(1) },
    ],
  })

describe('the tax invoice PDF', () => {
  it('prints the invoice’s number, date, parties and every figure of its lines and totals', async () => {
    const inv = invoiceFor('Karnataka')
    const pieces = await pdfTextPieces(await writeTaxInvoicePdf(inv))
    const text = pieces.join(' ')
    for (const s of ['Tax invoice', inv.invoiceNo, formatDay(issuedAt), inv.orderId, SUPPLIER.gstin, 'Karnataka (29)', "Asha Rao's family", 'CGST @9%', 'SGST @9%', '999723']) expect(text).toContain(s)
    expect(text).not.toContain('IGST')
    // Every money piece printed, in table order: each line's taxable, CGST, SGST and total, then the totals, then the amount paid.
    const money = pieces.filter((p) => p.startsWith('Rs. '))
    const row = (l: typeof inv.totals) => [l.taxable, l.cgst, l.sgst, l.total].map((v) => formatRupeesOnDocument(v))
    expect(money).toEqual([...inv.items.flatMap((i) => row(i.line)), ...row(inv.totals), formatRupeesOnDocument(inv.totals.total)])
    expect(formatRupeesOnDocument(inv.totals.total)).toBe('Rs. 5,900.01')
  })

  it('prints IGST alone across states', async () => {
    const inv = invoiceFor('Maharashtra')
    const text = await pdfText(await writeTaxInvoicePdf(inv))
    expect(text).toContain('IGST @18%')
    expect(text).not.toContain('CGST')
    expect(text).toContain(formatRupeesOnDocument(inv.totals.igst))
  })
})

describe('the credit note PDF', () => {
  it('prints its number, the invoice it refers to, the reason and the figures it takes back', async () => {
    const inv = invoiceFor('Karnataka')
    const note = creditNoteOf({ invoice: inv, centreCode: 'BLR1', refund: { amount: paise(100_000), at: epochMs(Date.parse('2026-12-03T12:00:00+05:30')), reason: 'Moved city' }, issuedNumbers: [], earlier: [] })
    if (E.isLeft(note)) throw new Error(note.left)
    const text = await pdfText(await writeCreditNotePdf(note.right))
    for (const s of ['Credit note', 'BLR1/C26-27/0001', `${inv.invoiceNo} (${formatDay(issuedAt)})`, 'Moved city', SUPPLIER.gstin]) expect(text).toContain(s)
    for (const v of [note.right.line.taxable, note.right.line.cgst, note.right.line.sgst, note.right.line.total]) expect(text).toContain(formatRupeesOnDocument(v))
    expect(note.right.line.total).toBe(100_000)
  })
})
