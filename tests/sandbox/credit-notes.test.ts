import { CREDIT_NOTE_PATHS, OrderCreditNotesWire } from '../../adapters/http/contract/credit-note.codecs'
import { MONEY_PATHS, moneyPath, RefundWire } from '../../adapters/http/contract/money.codecs'
import { GatewayOrderAnswer, OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { TAX_INVOICE_PATHS } from '../../adapters/http/contract/tax-invoice-paths'
import { TaxInvoiceWire } from '../../adapters/http/contract/tax-invoice.codecs'
import { parseCreditNoteNumber } from '../../core/money/credit-note.rule'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { REFUND_REASON_WORDS } from '../../core/shared/messages/money'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/** A fixed morning at the centre (financial year 2026-27), so the figures hold at any hour. */
const START = Date.parse('2026-11-30T04:30:00Z')
const SELECT_1M = { productId: 'PACK-1-SELECT-1M', paise: 236_000 }
const TID = 'EDC-1001-B'

let sb: OwnSandbox
let cm: StaffClient
beforeAll(async () => {
  sb = await startOwnSandbox(START)
  cm = await signIn(sb.url, 'centre-manager')
  expect((await cm.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 500_000 })).status).toBe(201)
})
afterAll(() => sb.close())

const cashOrder = async (): Promise<string> => {
  const userId = await newCustomer(cm)
  await verifyCashOtp(cm, 'centre-manager', userId, SELECT_1M.paise)
  const a = await cm.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(START) }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) }, { 'idempotency-key': fresh('k') })
  return decoded(OrderAnswer, a).orderId
}

const cardOrder = async (): Promise<string> => {
  expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'APPROVE' })).status).toBe(200)
  const g = decoded(
    GatewayOrderAnswer,
    await cm.post(PATHS.createGatewayOrder, {
      orderReqBody: orderBody({ userId: await newCustomer(cm), centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(START) }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: TID, requestId: fresh('req') } },
    }),
  )
  return g.order.orderId
}

const refund = (orderId: string, amount: number, reason = 'MEDICAL') =>
  cm.post(moneyPath(MONEY_PATHS.orderRefund, orderId), { amount, reason, membership: 'KEEP' }, { 'idempotency-key': fresh('refund') })
const notesPath = (orderId: string) => CREDIT_NOTE_PATHS.orderCreditNotes.replace(':orderId', encodeURIComponent(orderId))
const notesOf = async (orderId: string, who = cm) => decoded(OrderCreditNotesWire, await who.get(notesPath(orderId))).creditNotes
const invoiceOf = async (orderId: string) => decoded(TaxInvoiceWire, await cm.get(TAX_INVOICE_PATHS.taxInvoice.replace(':orderId', encodeURIComponent(orderId))))
const creditNoteCount = (): number => sb.db.prepare('SELECT COUNT(*) FROM credit_notes').pluck().get() as number

describe('sandbox: GST credit notes of refunds', () => {
  it('issues a partial cash refund a credit note referring to the order’s invoice, with figures that add up to the refund', async () => {
    const orderId = await cashOrder()
    expect(await notesOf(orderId)).toEqual([])
    decoded(RefundWire, await refund(orderId, 59_000, 'NOT_SATISFIED'))
    const invoice = await invoiceOf(orderId)
    const [note, ...more] = await notesOf(orderId)
    expect(more).toEqual([])
    expect(note?.creditNoteNo).toMatch(/^BLR1\/C26-27\/\d{4}$/)
    expect(note).toMatchObject({ orderId, invoiceNo: invoice.invoiceNo, invoiceIssuedAt: invoice.issuedAt, issuedAt: START, reason: REFUND_REASON_WORDS.NOT_SATISFIED, supplier: invoice.supplier, customer: invoice.customer, supply: 'INTRA_STATE', sac: '999723' })
    // ₹590 GST included at 18%: ₹500 taxable, ₹45 CGST, ₹45 SGST.
    expect(note?.line).toEqual({ taxable: 50_000, cgst: 4_500, sgst: 4_500, igst: 0, total: 59_000 })
    // Asked again: the same note (a credit note never changes).
    expect(await notesOf(orderId)).toEqual([note])
  })

  it('gives two refunds consecutive numbers, and the rest of the order takes back exactly what the invoice has left', async () => {
    const orderId = await cashOrder()
    await refund(orderId, 100_001)
    await refund(orderId, SELECT_1M.paise - 100_001)
    const notes = await notesOf(orderId)
    expect(notes).toHaveLength(2)
    const [a, b] = notes.map((n) => parseCreditNoteNumber(n.creditNoteNo)?.sequence ?? 0)
    expect(b! - a!).toBe(1)
    const invoice = await invoiceOf(orderId)
    const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') => notes.reduce((s, n) => s + n.line[k], 0)
    expect({ taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst'), total: sum('total') }).toEqual(invoice.totals)
    for (const n of notes) expect(n.line.taxable + n.line.cgst + n.line.sgst + n.line.igst).toBe(n.line.total)
  })

  it('numbers no failed card refund; an approved one, and a pending one once approved, get the next numbers', async () => {
    const orderId = await cardOrder()
    const before = creditNoteCount()
    expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'DECLINE' })).status).toBe(200)
    expect(decoded(RefundWire, await refund(orderId, 50_000)).status).toBe('FAILED')
    expect(await notesOf(orderId)).toEqual([])
    expect(creditNoteCount()).toBe(before)
    expect(decoded(RefundWire, await refund(orderId, 50_000)).status).toBe('SUCCESS')
    expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'PENDING_THEN_APPROVE' })).status).toBe(200)
    expect(decoded(RefundWire, await refund(orderId, 20_000)).status).toBe('PENDING')
    expect((await notesOf(orderId)).map((n) => n.line.total)).toEqual([50_000])
    sb.advance(10_000)
    const notes = await notesOf(orderId)
    expect(notes.map((n) => n.line.total)).toEqual([50_000, 20_000])
    const [a, b] = notes.map((n) => parseCreditNoteNumber(n.creditNoteNo)?.sequence ?? 0)
    expect(b! - a!).toBe(1)
    sb.setNow(START)
  })

  it('keeps every centre’s series for the year without a gap or a repeat', async () => {
    const rows = sb.db.prepare('SELECT centre_id AS centre, financial_year AS fy, sequence AS seq FROM credit_notes ORDER BY centre_id, financial_year, sequence').all() as { centre: number; fy: number; seq: number }[]
    expect(rows.length).toBeGreaterThan(0)
    for (const key of new Set(rows.map((r) => `${r.centre}:${r.fy}`))) {
      const seqs = rows.filter((r) => `${r.centre}:${r.fy}` === key).map((r) => r.seq)
      expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    }
  })

  it('answers an order’s credit notes only to its centre’s staff; an unknown order is not found', async () => {
    const orderId = await cashOrder()
    await refund(orderId, 10_000)
    const other = await signIn(sb.url, 'internal-cm')
    const a = await other.get(notesPath(orderId))
    expect(a.status).toBe(403)
    expect([CENTRE_NOT_YOURS, 'You need VIEW access on CENTER_USER_DETAILS for this.']).toContain((a.body as { message: string }).message)
    const owner = await signIn(sb.url, 'owner')
    expect(await notesOf(orderId, owner)).toHaveLength(1)
    const none = await cm.get(notesPath('ORD0000'))
    expect(none).toMatchObject({ status: 404, body: { message: M.ORDER_NOT_FOUND } })
  })
})
