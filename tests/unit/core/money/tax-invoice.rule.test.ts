import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { creditNoteOf, formatCreditNoteNumber, nextCreditNoteNumber, parseCreditNoteNumber } from '../../../../core/money/credit-note.rule'
import { allocatePaise, buildTaxInvoice, gstinCheckCharacter, isGstin, sacOfCentreType, taxDocumentFileName } from '../../../../core/money/tax-invoice.rule'
import { epochMs, paise } from '../../../../core/shared/brands'
import { CREDIT_NOTE_AMOUNT_ABOVE_ZERO, CREDIT_NOTE_REASON_NEEDED, creditNoteAtMost } from '../../../../core/shared/messages'

const at = (iso: string) => epochMs(Date.parse(iso))
const SUPPLIER = { legalName: 'Centres Pvt Ltd', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' }
const invoice = (customerState: string | undefined, amount = 236_000, prices = [236_000]) =>
  buildTaxInvoice({
    invoiceNo: 'BLR1/26-27/00042',
    orderId: 'ORD-1',
    issuedAt: at('2026-11-27T10:00:00+05:30'),
    supplier: SUPPLIER,
    customer: { name: 'Asha Rao', ...(customerState === undefined ? {} : { state: customerState }) },
    amountPaid: paise(amount),
    items: prices.map((p, i) => ({ description: `Pack ${i + 1}`, sac: '999723', price: paise(p) })),
  })

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches, and refuses a changed one or a wrong shape', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false)
    expect(isGstin('27AAPFU0939F1Z')).toBe(false)
    expect(isGstin('27aapfu0939f1zv')).toBe(false)
  })
})

describe('a tax invoice', () => {
  it('splits ₹2360 paid within the state into ₹2000 taxable, ₹180 CGST and ₹180 SGST', () => {
    const inv = invoice(undefined)
    expect(inv.supply).toBe('INTRA_STATE')
    expect(inv.placeOfSupply).toBe('Karnataka')
    expect(inv.customer).toEqual({ name: 'Asha Rao', state: 'Karnataka' })
    expect(inv.totals).toEqual({ taxable: 200_000, cgst: 18_000, sgst: 18_000, igst: 0, total: 236_000 })
  })

  it('charges IGST to a customer of another state', () => {
    const inv = invoice('Maharashtra')
    expect(inv.supply).toBe('INTER_STATE')
    expect(inv.placeOfSupply).toBe('Maharashtra')
    expect(inv.totals).toEqual({ taxable: 200_000, cgst: 0, sgst: 0, igst: 36_000, total: 236_000 })
  })

  it('shares a discount over its lines by their prices, the lines adding up to the amount paid', () => {
    const inv = invoice(undefined, 300_000, [236_000, 118_000])
    expect(inv.items.map((i) => i.line.total)).toEqual([200_000, 100_000])
    expect(inv.totals.total).toBe(300_000)
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocatePaise(5, [0, 0])).toEqual([3, 2])
  })

  it('uses the fitness SAC, and the sports facility SAC at a play arena; names its file after its number', () => {
    expect(sacOfCentreType('GYMFIT')).toBe('999723')
    expect(sacOfCentreType('CULT')).toBe('999723')
    expect(sacOfCentreType('PLAY')).toBe('999652')
    expect(taxDocumentFileName('tax-invoice', 'BLR1/26-27/00042')).toBe('tax-invoice-BLR1-26-27-00042.pdf')
  })
})

describe('a credit note', () => {
  it('is numbered in its own series per centre and financial year, 16 characters at most', () => {
    const n = formatCreditNoteNumber('BLR1', { startYear: 2026 }, 7)
    expect(E.isRight(n) && n.right.text).toBe('BLR1/C26-27/0007')
    expect(parseCreditNoteNumber('BLR1/C26-27/0007')?.sequence).toBe(7)
    expect(parseCreditNoteNumber('BLR1/26-27/00007')).toBeUndefined()
    const next = nextCreditNoteNumber(['BLR1/C26-27/0001', 'BLR1/C26-27/0002', 'BOM7/C26-27/0009', 'BLR1/C25-26/0044'], 'BLR1', at('2027-03-31T23:00:00+05:30'))
    expect(E.isRight(next) && next.right.text).toBe('BLR1/C26-27/0003')
    const april = nextCreditNoteNumber(['BLR1/C26-27/0001'], 'BLR1', at('2027-04-01T00:00:00+05:30'))
    expect(E.isRight(april) && april.right.text).toBe('BLR1/C27-28/0001')
  })

  it('takes back a part refund in the invoice’s split, and the rest exactly', () => {
    const inv = invoice(undefined)
    const first = creditNoteOf({ invoice: inv, centreCode: 'BLR1', refund: { amount: paise(118_000), at: at('2026-12-01T10:00:00+05:30'), reason: ' Moved city ' }, issuedNumbers: [], earlier: [] })
    if (E.isLeft(first)) throw new Error(first.left)
    expect(first.right).toMatchObject({ creditNoteNo: 'BLR1/C26-27/0001', invoiceNo: 'BLR1/26-27/00042', reason: 'Moved city', line: { taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, total: 118_000 } })
    const rest = creditNoteOf({ invoice: inv, centreCode: 'BLR1', refund: { amount: paise(118_000), at: at('2026-12-02T10:00:00+05:30'), reason: 'Closed' }, issuedNumbers: [first.right.creditNoteNo], earlier: [first.right.line] })
    if (E.isLeft(rest)) throw new Error(rest.left)
    expect(rest.right.creditNoteNo).toBe('BLR1/C26-27/0002')
    expect(rest.right.line).toEqual({ taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, total: 118_000 })
  })

  it('refuses a refund of nothing, without a reason, or above what the invoice has left', () => {
    const inv = invoice(undefined)
    const of = (amount: number, reason = 'Medical', earlier = [] as never[]) => creditNoteOf({ invoice: inv, centreCode: 'BLR1', refund: { amount: paise(amount), at: at('2026-12-01T10:00:00+05:30'), reason }, issuedNumbers: [], earlier })
    expect(of(0)).toEqual(E.left(CREDIT_NOTE_AMOUNT_ABOVE_ZERO))
    expect(of(100, '  ')).toEqual(E.left(CREDIT_NOTE_REASON_NEEDED))
    expect(of(236_001)).toEqual(E.left(creditNoteAtMost(paise(236_000))))
  })
})
