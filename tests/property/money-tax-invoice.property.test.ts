import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditNoteOf, parseCreditNoteNumber, type CreditNote } from '../../core/money/credit-note.rule'
import type { GstInvoiceLine } from '../../core/money/gst-invoice.rule'
import { buildTaxInvoice, type TaxInvoice } from '../../core/money/tax-invoice.rule'
import { epochMs, paise } from '../../core/shared/brands'

/*
 * Laws of a tax invoice and its credit notes, stated from what an accountant checks:
 * - every line's taxable value plus its taxes is the line's total; the invoice's columns are the
 *   sums of its lines; its total is the amount paid, to the paisa;
 * - within a state the tax is CGST + SGST (9% + 9%: CGST never below SGST, at most a paisa apart)
 *   and no IGST; across states IGST only; a line's tax is 18% of its taxable value within a paisa;
 * - credit notes of an invoice never take back more than it charged in any column, each adds up,
 *   and refunding all that is left takes back exactly the invoice; their numbers run 1, 2, 3...
 */

const SUPPLIER = { legalName: 'Centres Pvt Ltd', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' }
const sum = (l: GstInvoiceLine): number => l.taxable + l.cgst + l.sgst + l.igst

const draftArb = fc.record({
  amount: fc.integer({ min: 0, max: 100_000_000 }),
  prices: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 5 }),
  customerState: fc.constantFrom(undefined, '', 'Karnataka', ' karnataka ', 'Maharashtra', 'Tamil Nadu'),
  at: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
})

const invoiceOf = (d: { amount: number; prices: number[]; customerState: string | undefined; at: number }): TaxInvoice =>
  buildTaxInvoice({
    invoiceNo: 'BLR1/26-27/00001',
    orderId: 'ORD-1',
    issuedAt: epochMs(d.at),
    supplier: SUPPLIER,
    customer: { name: 'Asha', ...(d.customerState === undefined ? {} : { state: d.customerState }) },
    amountPaid: paise(d.amount),
    items: d.prices.map((p, i) => ({ description: `Pack ${i}`, sac: '999723', price: paise(p) })),
  })

describe('tax invoice figures', () => {
  it('add up: lines to their totals, columns to the invoice totals, the total to the amount paid', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const inv = invoiceOf(d)
        expect(inv.items).toHaveLength(d.prices.length)
        for (const it of inv.items) {
          expect(sum(it.line)).toBe(it.line.total)
          for (const v of Object.values(it.line)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
        }
        for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) expect(inv.totals[k]).toBe(inv.items.reduce((a, i) => a + i.line[k], 0))
        expect(inv.totals.total).toBe(d.amount)
        expect(sum(inv.totals)).toBe(d.amount)
      }),
    )
  })

  it('charge CGST and SGST within the state, IGST across states, 18% of the taxable value within a paisa per line', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const inv = invoiceOf(d)
        const other = d.customerState !== undefined && d.customerState.trim() !== '' && d.customerState.trim().toLowerCase() !== 'karnataka'
        expect(inv.supply).toBe(other ? 'INTER_STATE' : 'INTRA_STATE')
        for (const { line } of inv.items) {
          const tax = line.cgst + line.sgst + line.igst
          expect(Math.abs(tax - line.taxable * 0.18)).toBeLessThanOrEqual(1)
          if (other) expect([line.cgst, line.sgst]).toEqual([0, 0])
          else {
            expect(line.igst).toBe(0)
            expect(line.cgst - line.sgst === 0 || line.cgst - line.sgst === 1).toBe(true)
          }
        }
      }),
    )
  })

  it('share a discount over the lines in proportion to their prices (a line never gets more than its share plus a paisa)', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const inv = invoiceOf(d)
        const weight = d.prices.reduce((a, b) => a + b, 0)
        inv.items.forEach((it, i) => {
          const exact = weight === 0 ? d.amount / d.prices.length : (d.amount * (d.prices[i] ?? 0)) / weight
          expect(Math.abs(it.line.total - exact)).toBeLessThan(1)
        })
      }),
    )
  })
})

describe('credit notes', () => {
  const refundsArb = fc.array(fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), reason: fc.constantFrom('Moved city', 'Medical', ' Duplicate sale ') }), { minLength: 1, maxLength: 8 })

  it('never take back more than the invoice charged in any column, add up, and the last rupee takes back exactly the rest', () => {
    fc.assert(
      fc.property(draftArb, refundsArb, fc.boolean(), (d, refunds, finish) => {
        const inv = invoiceOf({ ...d, amount: Math.max(1, d.amount) })
        const notes: CreditNote[] = []
        const take = (amount: number, reason: string) => {
          const r = creditNoteOf({ invoice: inv, centreCode: 'BLR1', refund: { amount: paise(amount), at: epochMs(d.at), reason }, issuedNumbers: notes.map((n) => n.creditNoteNo), earlier: notes.map((n) => n.line) })
          if (E.isRight(r)) notes.push(r.right)
          return r
        }
        for (const r of refunds) {
          const left = inv.totals.total - notes.reduce((a, n) => a + n.line.total, 0)
          if (left === 0) break
          take(Math.max(1, Math.floor(left * r.share)), r.reason)
        }
        const left = inv.totals.total - notes.reduce((a, n) => a + n.line.total, 0)
        if (finish && left > 0) expect(E.isRight(take(left, 'Closing the account'))).toBe(true)
        expect(E.isLeft(take(inv.totals.total + 1, 'Too much'))).toBe(true)
        for (const n of notes) {
          expect(sum(n.line)).toBe(n.line.total)
          expect(n.invoiceNo).toBe(inv.invoiceNo)
          expect(n.supply).toBe(inv.supply)
          if (inv.supply === 'INTRA_STATE') expect(n.line.igst).toBe(0)
          else expect(n.line.cgst + n.line.sgst).toBe(0)
        }
        for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
          const taken = notes.reduce((a, n) => a + n.line[k], 0)
          expect(taken).toBeLessThanOrEqual(inv.totals[k])
          if (finish) expect(taken).toBe(inv.totals[k])
        }
        expect(notes.map((n) => parseCreditNoteNumber(n.creditNoteNo)?.sequence)).toEqual(notes.map((_, i) => i + 1))
      }),
    )
  })
})
