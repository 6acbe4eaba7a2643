import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { TAX_INVOICE_PATHS } from '../../adapters/http/contract/tax-invoice-paths'
import { TaxInvoiceWire } from '../../adapters/http/contract/tax-invoice.codecs'
import { invoiceSeriesFaults, parseInvoiceNumber } from '../../core/money/invoice-number.rule'
import { isGstin } from '../../core/money/tax-invoice.rule'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, verifyCashOtp, type StaffClient } from '../support/selling-sandbox'

const base = inject('sandboxUrl')
const db = new Database(join(inject('sandboxDataDir'), 'sandbox.sqlite'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

/** SELECT 1 month at Koramangala: 2000 + 18 percent = ₹2360. */
const SELECT_1M = { productId: 'PACK-1-SELECT-1M', paise: 236_000 }
const invoicePath = (orderId: string) => TAX_INVOICE_PATHS.taxInvoice.replace(':orderId', encodeURIComponent(orderId))

let desk: StaffClient
beforeAll(async () => {
  desk = await signIn(base, 'front-desk')
})

/** A customer whose cash sale the staff member has verified by OTP (the OTPs go out one at a time, as at a desk). */
const readyToPay = async (staff: StaffClient, persona: string): Promise<string> => {
  const userId = await newCustomer(staff)
  await verifyCashOtp(staff, persona, userId, SELECT_1M.paise)
  return userId
}

const payInCash = async (staff: StaffClient, userId: string): Promise<string> => {
  const a = await staff.post(
    PATHS.createCashOrder,
    { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(Date.now()) }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) },
    { 'idempotency-key': fresh('k') },
  )
  return decoded(OrderAnswer, a).orderId
}

const sellInCash = async (staff: StaffClient, persona: string): Promise<string> => payInCash(staff, await readyToPay(staff, persona))

describe('sandbox: GST tax invoices', () => {
  it('issues a paid cash sale its invoice: the centre’s GSTIN and state, the customer, the next number of the centre’s series, figures that add up to the price', async () => {
    const orderId = await sellInCash(desk, 'front-desk')
    const inv = decoded(TaxInvoiceWire, await desk.get(invoicePath(orderId)))
    expect(inv.orderId).toBe(orderId)
    expect(inv.invoiceNo).toMatch(/^BLR1\/\d\d-\d\d\/\d{5}$/)
    expect(inv.supplier).toMatchObject({ centreName: 'Koramangala Gym', state: 'Karnataka', stateCode: '29' })
    expect(isGstin(inv.supplier.gstin)).toBe(true)
    expect(inv.supplier.gstin.startsWith('29')).toBe(true)
    expect(inv.customer).toEqual({ name: 'Test Buyer', state: 'Karnataka' })
    expect(inv.supply).toBe('INTRA_STATE')
    expect(inv.items).toHaveLength(1)
    expect(inv.items[0]?.sac).toBe('999723')
    // ₹2360 GST included: ₹2000 taxable, ₹180 CGST, ₹180 SGST.
    expect(inv.totals).toEqual({ taxable: 200_000, cgst: 18_000, sgst: 18_000, igst: 0, total: SELECT_1M.paise })
    // The same answer again: an invoice never changes.
    expect(decoded(TaxInvoiceWire, await desk.get(invoicePath(orderId)))).toEqual(inv)
  })

  it('numbers paid sales at once without a repeat or a gap', async () => {
    const buyers = [await readyToPay(desk, 'front-desk'), await readyToPay(desk, 'front-desk'), await readyToPay(desk, 'front-desk')]
    const ids = await Promise.all(buyers.map((b) => payInCash(desk, b)))
    const numbers = await Promise.all(ids.map(async (id) => decoded(TaxInvoiceWire, await desk.get(invoicePath(id))).invoiceNo))
    const seqs = numbers.map((n) => parseInvoiceNumber(n)?.sequence ?? 0).sort((a, b) => a - b)
    expect(new Set(seqs).size).toBe(3)
    expect(seqs[2]! - seqs[0]!).toBe(2)
    const rows = db.prepare('SELECT centre_id AS centre, financial_year AS fy, invoice_no AS no FROM tax_invoices').all() as { centre: number; fy: number; no: string }[]
    const codes = new Map((db.prepare('SELECT centre_id AS id, invoice_code AS code FROM centre_tax_facts').all() as { id: number; code: string }[]).map((r) => [r.id, r.code]))
    for (const key of new Set(rows.map((r) => `${r.centre}:${r.fy}`))) {
      const [centre, fy] = key.split(':').map(Number)
      const series = rows.filter((r) => r.centre === centre && r.fy === fy).map((r) => r.no)
      expect(invoiceSeriesFaults(series, codes.get(centre!) ?? '', { startYear: fy! })).toEqual({ missing: [], repeated: [] })
    }
  })

  it('invoices the seeded order history’s paid orders, and none of its unpaid ones', async () => {
    const seeded = decoded(TaxInvoiceWire, await desk.get(invoicePath('ORD1001')))
    expect(seeded.totals.total).toBe(2_499_900)
    expect(seeded.totals.taxable + seeded.totals.cgst + seeded.totals.sgst + seeded.totals.igst).toBe(2_499_900)
    const pending = await desk.get(invoicePath('ORD1002'))
    expect(pending.status).toBe(409)
    expect(pending.body).toEqual({ message: M.TAX_INVOICE_NOT_PAID })
    const failed = await desk.get(invoicePath('ORD1003'))
    expect(failed.status).toBe(409)
    expect(failed.body).toEqual({ message: M.TAX_INVOICE_NOT_PAID })
    const none = await desk.get(invoicePath('ORD0000'))
    expect(none.status).toBe(404)
    expect(none.body).toEqual({ message: M.ORDER_NOT_FOUND })
  })

  it('answers a centre’s invoices only to its own staff', async () => {
    const orderId = await sellInCash(desk, 'front-desk')
    const other = await signIn(base, 'internal-cm')
    const a = await other.get(invoicePath(orderId))
    expect(a.status).toBe(403)
    expect([CENTRE_NOT_YOURS, 'You need VIEW access on CENTER_USER_DETAILS for this.']).toContain((a.body as { message: string }).message)
    const owner = await signIn(base, 'owner')
    expect(decoded(TaxInvoiceWire, await owner.get(invoicePath(orderId))).orderId).toBe(orderId)
  })
})
