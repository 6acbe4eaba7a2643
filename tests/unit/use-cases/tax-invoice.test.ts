import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { buildTaxInvoice } from '../../../core/money/tax-invoice.rule'
import { creditNoteOf } from '../../../core/money/credit-note.rule'
import { CREDIT_NOTE_DOWNLOADED } from '../../../core/shared/messages/money'
import { epochMs, paise } from '../../../core/shared/brands'
import { INVOICE_DOWNLOADED, INVOICE_NOT_AVAILABLE, TAX_INVOICE_NOT_PAID } from '../../../core/shared/messages'
import { seedCentres } from '../../../sandbox/seed/centres'
import { pdfText } from '../../support/pdf-text'
import { seedDemoWorld } from '../../support/profile-world'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const details = { centers: seedCentres(NOW).map((c) => centreFromWire(c.wire)), userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [] }
const invoice = buildTaxInvoice({
  invoiceNo: 'BLR1/26-27/00007',
  orderId: 'ORD1001',
  issuedAt: epochMs(NOW),
  supplier: { legalName: 'Centres Pvt Ltd', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' },
  customer: { name: 'Lakshmi Iyengar' },
  amountPaid: paise(2_499_900),
  items: [{ description: 'cultpass BLACK 12 months', sac: '999723', price: paise(2_499_900) }],
})
const portal = (withInvoice = true) => createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld, taxInvoices: withInvoice ? new Map([[invoice.orderId, invoice]]) : new Map() })

describe('downloadTaxInvoice', () => {
  it('makes the paid order’s invoice PDF, named after its number: Invoice Downloaded.', async () => {
    const r = await portal().useCases.downloadTaxInvoice('ORD1001')()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.message).toBe(INVOICE_DOWNLOADED)
    expect(r.right.value.fileName).toBe('tax-invoice-BLR1-26-27-00007.pdf')
    expect(r.right.value.invoice).toEqual(invoice)
    const text = await pdfText(r.right.value.bytes)
    expect(text).toContain('BLR1/26-27/00007')
    expect(text).toContain('Rs. 24,999.00')
  })

  it('says why an unpaid order has none, and Invoice not available for a paid order without one', async () => {
    const failed = await portal().useCases.downloadTaxInvoice('ORD1003')()
    expect(failed._tag === 'Left' && failed.left).toMatchObject({ _tag: 'NotPaid', message: TAX_INVOICE_NOT_PAID })
    const missing = await portal(false).useCases.downloadTaxInvoice('ORD1001')()
    expect(missing._tag === 'Left' && missing.left).toMatchObject({ _tag: 'InvoiceNotAvailable', message: INVOICE_NOT_AVAILABLE })
  })
})

describe('loadOrderCreditNotes and downloadCreditNote', () => {
  const made = creditNoteOf({ invoice, centreCode: 'BLR1', refund: { amount: paise(590_000), at: epochMs(NOW), reason: 'Medical reason' }, issuedNumbers: [], earlier: [] })
  if (made._tag === 'Left') throw new Error(made.left)
  const note = made.right
  const withNotes = () => createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld, taxInvoices: new Map([[invoice.orderId, invoice]]), creditNotes: [note] })

  it('answers the order’s credit notes and makes each one’s PDF, named after its number: Credit note downloaded.', async () => {
    const p = withNotes().useCases
    const notes = await p.loadOrderCreditNotes('ORD1001')()
    if (notes._tag === 'Left') throw new Error(notes.left.message)
    expect(notes.right).toEqual([note])
    const r = await p.downloadCreditNote(note)()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.message).toBe(CREDIT_NOTE_DOWNLOADED)
    expect(r.right.value.fileName).toBe('credit-note-BLR1-C26-27-0001.pdf')
    const text = await pdfText(r.right.value.bytes)
    expect(text).toContain('BLR1/C26-27/0001')
    expect(text).toContain('BLR1/26-27/00007')
    expect(text).toContain('Rs. 5,900.00')
  })

  it('answers none for an order never refunded', async () => {
    const r = await portal().useCases.loadOrderCreditNotes('ORD1001')()
    expect(r._tag === 'Right' && r.right).toEqual([])
  })
})
