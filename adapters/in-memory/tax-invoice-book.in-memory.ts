import * as E from 'fp-ts/Either'
import type { CreditNote } from '../../core/money/credit-note.rule'
import type { TaxInvoiceBook } from '../../core/money/tax-invoice-book.port'
import type { TaxInvoice } from '../../core/money/tax-invoice.rule'
import { notFound, rejected } from '../../core/shared/errors'
import { INVOICE_NOT_AVAILABLE, ORDER_NOT_FOUND, TAX_INVOICE_NOT_PAID } from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** The tax invoices and credit notes of the in-process world's orders (issued by the test that sells or refunds them). */
export const createInMemoryTaxInvoiceBook = (w: InMemoryProfileWorld, invoices: ReadonlyMap<string, TaxInvoice>, creditNotes: readonly CreditNote[] = []): TaxInvoiceBook => ({
  invoice: (orderId) =>
    run(() => {
      const invoice = invoices.get(orderId)
      if (invoice !== undefined) return E.right(invoice)
      const o = w.orders.find((x) => x.orderId === orderId)
      if (o === undefined) return E.left(notFound(ORDER_NOT_FOUND))
      return o.orderStatus === 'Successful' ? E.left(notFound(INVOICE_NOT_AVAILABLE)) : E.left(rejected(TAX_INVOICE_NOT_PAID))
    }),
  creditNotes: (orderId) =>
    run(() =>
      invoices.has(orderId) || w.orders.some((x) => x.orderId === orderId)
        ? E.right(creditNotes.filter((n) => n.orderId === orderId))
        : E.left(notFound(ORDER_NOT_FOUND)),
    ),
})
