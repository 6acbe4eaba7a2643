import type { CorePorts } from '../ports'
import { closeCashDrawer } from './close-cash-drawer.use-case'
import { downloadCreditNote } from './download-credit-note.use-case'
import { downloadTaxInvoice } from './download-tax-invoice.use-case'
import { loadCashDrawer } from './load-cash-drawer.use-case'
import { loadCloseOuts } from './load-close-outs.use-case'
import { loadOrderCreditNotes } from './load-order-credit-notes.use-case'
import { loadOrderRefunds } from './load-order-refunds.use-case'
import { openCashDrawer } from './open-cash-drawer.use-case'
import { refundOrder } from './refund-order.use-case'
import { signOffCashDrawer } from './sign-off-cash-drawer.use-case'

/** The money use cases (the cash drawer, refunds and GST tax invoices), bound to their ports. */
export const moneyUseCases = (p: CorePorts) => ({
  closeCashDrawer: closeCashDrawer(p),
  downloadCreditNote: downloadCreditNote(p),
  downloadTaxInvoice: downloadTaxInvoice(p),
  loadCashDrawer: loadCashDrawer(p),
  loadCloseOuts: loadCloseOuts(p),
  loadOrderCreditNotes: loadOrderCreditNotes(p),
  loadOrderRefunds: loadOrderRefunds(p),
  openCashDrawer: openCashDrawer(p),
  refundOrder: refundOrder(p),
  signOffCashDrawer: signOffCashDrawer(p),
})
