import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceSeriesFaults, parseInvoiceNumber } from '../../core/money/invoice-number.rule'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import type { Db } from '../../sandbox/db/database'
import { openDatabase } from '../../sandbox/db/database'
import { reseed } from '../../sandbox/seed/seed'
import { failOrder, fulfilOrder, insertOrder, orderById, priceOrder } from '../../sandbox/selling/orders'
import { parseCreditNoteNumber } from '../../core/money/credit-note.rule'
import { PENDING_THEN_APPROVE_MS } from '../../adapters/http/contract/payment.codecs'
import { insertRefund, settleRefunds } from '../../sandbox/money/refunds'

/*
 * The numbers the server gives paid orders (the sandbox's own sale code, on its own database):
 * whatever the sequence of paid, failed, refused-midway and back-to-back payments at several
 * centres, around 1 April on the centre's clock, every centre's series of every financial year is
 * 1, 2, 3... with no gap and no repeat; every paid order has exactly one invoice, of the financial
 * year its payment fell in; an unpaid order has none.
 *
 * Oracle for the financial year (from the rule's words, not its code): India is UTC+05:30 all
 * year; a payment at UTC instant t is in the year starting in April of the Indian calendar year,
 * or the year before when the Indian date is January to March.
 */

const IST_OFFSET = 330 * 60_000
const fyOracle = (t: number): number => {
  const d = new Date(t + IST_OFFSET)
  return d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1
}

/** Half past ten at night on 31 March 2027 in India: the financial year turns within the runs. */
const START = Date.UTC(2027, 2, 31, 17, 0)
let db: Db
let products: Map<number, string>

beforeAll(() => {
  db = openDatabase(':memory:')
  reseed(db, START)
  products = new Map(
    [1, 3, 7].map((c) => [c, db.prepare("SELECT product_id FROM sale_products WHERE centre_id = ? AND kind = 'PACK' ORDER BY position LIMIT 1").pluck().get(c) as string]),
  )
})
afterAll(() => db.close())

type Step = { readonly centre: number; readonly outcome: 'paid' | 'failed' | 'crashed' | 'pair'; readonly minutes: number }
const stepArb: fc.Arbitrary<Step> = fc.record({
  centre: fc.constantFrom(1, 3, 7),
  outcome: fc.constantFrom('paid', 'paid', 'failed', 'crashed', 'pair'),
  minutes: fc.integer({ min: 0, max: 40 }),
})

const orderAt = (centre: number, now: number): string => {
  const body = {
    userId: '200001',
    deviceId: 'property',
    source: 'CENTRE_PORTAL',
    cityId: 1,
    esoOfferIds: [],
    orderProducts: [{ productId: products.get(centre) ?? '', quantity: 1, option: { startDate: startOfCentreDayOf(now), centerId: centre } }],
    clientMetadata: { centerId: centre, centerServiceCenterId: 1000 + centre, createdBy: 'staff', isOnboardingSession: false },
  }
  const priced = priceOrder(db, body as never, now, false)
  if (E.isLeft(priced)) throw new Error(`pricing failed: ${JSON.stringify(priced.left)}`)
  return insertOrder(db, 'CASH', body, priced.right, 'staff-frontdesk', now)
}

describe('invoice numbers the server assigns', () => {
  it('never repeat and never skip, per centre and financial year, across paid, failed and crashed payments and the year’s turn', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 14 }), (steps) => {
        let now = START
        const paid = new Map<string, number>()
        const unpaid: string[] = []
        for (const s of steps) {
          now += s.minutes * 60_000
          if (s.outcome === 'pair') {
            // Two desks take payments in the same millisecond: both orders exist before either is paid.
            const a = orderAt(s.centre, now)
            const b = orderAt(s.centre === 1 ? 7 : 1, now)
            fulfilOrder(db, b, now)
            fulfilOrder(db, a, now)
            paid.set(a, now).set(b, now)
            continue
          }
          const id = orderAt(s.centre, now)
          if (s.outcome === 'paid') {
            fulfilOrder(db, id, now)
            fulfilOrder(db, id, now + 1) // a repeated confirmation changes nothing
            paid.set(id, now)
          } else if (s.outcome === 'failed') {
            failOrder(db, id, now)
            unpaid.push(id)
          } else {
            // The payment's write fails after the invoice was numbered: all of it rolls back.
            expect(() =>
              db.transaction(() => {
                fulfilOrder(db, id, now)
                throw new Error('the disk is full')
              })(),
            ).toThrow('the disk is full')
            unpaid.push(id)
          }
        }
        const invoiceOf = db.prepare('SELECT invoice_no AS no, centre_id AS centre, financial_year AS fy, issued_at AS at FROM tax_invoices WHERE order_id = ?')
        for (const [id, at] of paid) {
          const row = invoiceOf.get(id) as { no: string; centre: number; fy: number; at: number } | undefined
          expect(row, id).toBeDefined()
          expect(row?.at).toBe(at)
          expect(row?.fy).toBe(fyOracle(at))
          expect(parseInvoiceNumber(row?.no ?? '')?.financialYear.startYear).toBe(fyOracle(at))
        }
        for (const id of unpaid) expect(invoiceOf.get(id)).toBeUndefined()
        const all = db.prepare('SELECT t.invoice_no AS no, t.centre_id AS centre, t.financial_year AS fy, f.invoice_code AS code FROM tax_invoices t JOIN centre_tax_facts f ON f.centre_id = t.centre_id').all() as {
          no: string
          centre: number
          fy: number
          code: string
        }[]
        for (const key of new Set(all.map((r) => `${r.centre}:${r.fy}`))) {
          const series = all.filter((r) => `${r.centre}:${r.fy}` === key)
          expect(invoiceSeriesFaults(series.map((r) => r.no), series[0]?.code ?? '', { startYear: series[0]?.fy ?? 0 })).toEqual({ missing: [], repeated: [] })
          expect(series.every((r) => parseInvoiceNumber(r.no)?.centreCode === r.code)).toBe(true)
        }
      }),
      { numRuns: 40 },
    )
  })

  /*
   * The credit notes the server gives refunds, from the same laws: a refund that succeeds (at once,
   * or pending and approved later) gets exactly one credit note, numbered in the financial year of
   * the moment it succeeded on the centre's clock; a failed or rolled-back refund gets none; every
   * centre's credit-note series of every year runs 1, 2, 3... with no gap and no repeat.
   */
  type RefundStep = { readonly centre: number; readonly outcome: 'success' | 'failed' | 'pending' | 'crashed'; readonly minutes: number; readonly amount: number }
  const refundArb: fc.Arbitrary<RefundStep> = fc.record({
    centre: fc.constantFrom(1, 3, 7),
    outcome: fc.constantFrom('success', 'success', 'failed', 'pending', 'crashed'),
    minutes: fc.integer({ min: 0, max: 40 }),
    amount: fc.integer({ min: 1, max: 50_000 }),
  })

  it('credit notes never repeat and never skip, per centre and financial year, across successful, failed, pending and crashed refunds', () => {
    fc.assert(
      fc.property(fc.array(refundArb, { minLength: 1, maxLength: 10 }), (steps) => {
        let now = START
        const credited = new Map<string, number>()
        const pending: { id: string; order: string }[] = []
        const none: string[] = []
        for (const s of steps) {
          now += s.minutes * 60_000
          const orderId = orderAt(s.centre, now)
          fulfilOrder(db, orderId, now)
          const order = orderById(db, orderId)
          if (order === undefined) throw new Error('the order vanished')
          const body = { amount: s.amount, reason: 'MEDICAL' as const, membership: 'KEEP' as const, remarks: undefined, endAt: undefined }
          const key = `${orderId}:${now}`
          if (s.outcome === 'crashed') {
            expect(() =>
              db.transaction(() => {
                insertRefund(db, { order, body, staffId: 'staff-cm', key, status: 'SUCCESS', now })
                throw new Error('the disk is full')
              })(),
            ).toThrow('the disk is full')
            continue
          }
          const status = s.outcome === 'success' ? 'SUCCESS' : s.outcome === 'failed' ? 'FAILED' : 'PENDING'
          const r = insertRefund(db, { order, body, staffId: 'staff-cm', key, status, now })
          if (status === 'SUCCESS') credited.set(r.refund_id, now)
          else if (status === 'PENDING') pending.push({ id: r.refund_id, order: orderId })
          else none.push(r.refund_id)
        }
        // The gateway approves the pending ones later (perhaps in the next financial year).
        const settledAt = now + PENDING_THEN_APPROVE_MS + 60 * 60_000
        for (const p of pending) {
          const order = orderById(db, p.order)
          if (order !== undefined) settleRefunds(db, order, settledAt)
          credited.set(p.id, settledAt)
        }
        const noteOf = db.prepare('SELECT credit_note_no AS no, financial_year AS fy, issued_at AS at FROM credit_notes WHERE refund_id = ?')
        for (const [id, at] of credited) {
          const row = noteOf.get(id) as { no: string; fy: number; at: number } | undefined
          expect(row, id).toBeDefined()
          expect(row?.at).toBe(at)
          expect(row?.fy).toBe(fyOracle(at))
          expect(parseCreditNoteNumber(row?.no ?? '')?.financialYear.startYear).toBe(fyOracle(at))
        }
        for (const id of none) expect(noteOf.get(id)).toBeUndefined()
        const all = db.prepare('SELECT n.credit_note_no AS no, n.centre_id AS centre, n.financial_year AS fy, f.invoice_code AS code FROM credit_notes n JOIN centre_tax_facts f ON f.centre_id = n.centre_id').all() as {
          no: string
          centre: number
          fy: number
          code: string
        }[]
        for (const key of new Set(all.map((r) => `${r.centre}:${r.fy}`))) {
          const series = all.filter((r) => `${r.centre}:${r.fy}` === key).map((r) => parseCreditNoteNumber(r.no))
          expect(series.map((n) => n?.sequence).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(series.map((_, i) => i + 1))
          expect(series.every((n, i) => n?.centreCode === all.filter((r) => `${r.centre}:${r.fy}` === key)[i]?.code)).toBe(true)
        }
      }),
      { numRuns: 25 },
    )
  })
})
