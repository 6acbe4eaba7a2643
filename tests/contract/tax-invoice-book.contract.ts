import { describe, expect, it } from 'vitest'
import { parseInvoiceNumber } from '../../core/money/invoice-number.rule'
import type { TaxInvoiceBook } from '../../core/money/tax-invoice-book.port'
import { isGstin } from '../../core/money/tax-invoice.rule'
import { ORDER_NOT_FOUND, TAX_INVOICE_NOT_PAID } from '../../core/shared/messages'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every TaxInvoiceBook must do, over the demo orders (ORD1001 paid ₹24,999, ORD1003 failed). */
export const taxInvoiceBookContract = (name: string, make: () => Promise<TaxInvoiceBook>): void => {
  describe(`TaxInvoiceBook contract: ${name}`, () => {
    it('answers a paid order’s invoice: a series number, a GSTIN, figures adding up to the amount paid', async () => {
      const inv = ok(await (await make()).invoice('ORD1001')())
      expect(inv.orderId).toBe('ORD1001')
      expect(parseInvoiceNumber(inv.invoiceNo)).toBeDefined()
      expect(isGstin(inv.supplier.gstin)).toBe(true)
      expect(inv.totals.total).toBe(2_499_900)
      expect(inv.totals.taxable + inv.totals.cgst + inv.totals.sgst + inv.totals.igst).toBe(2_499_900)
      expect(inv.items.reduce((a, i) => a + i.line.total, 0)).toBe(2_499_900)
    })

    it('refuses an unpaid order with the reason, and answers NotFound for an unknown one', async () => {
      const book = await make()
      expect(left(await book.invoice('ORD1003')())).toMatchObject({ _tag: 'Rejected', message: TAX_INVOICE_NOT_PAID })
      expect(left(await book.invoice('ORD0000')())).toMatchObject({ _tag: 'NotFound', message: ORDER_NOT_FOUND })
    })

    it('answers an order’s credit notes (none for an order never refunded), and NotFound for an unknown order', async () => {
      const book = await make()
      expect(ok(await book.creditNotes('ORD1001')())).toEqual([])
      expect(left(await book.creditNotes('ORD0000')())).toMatchObject({ _tag: 'NotFound', message: ORDER_NOT_FOUND })
    })
  })
}
