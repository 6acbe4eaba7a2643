/**
 * Money kept honest: refunds, GST tax invoices and the cash drawer's close-out. The spec words none
 * of these, so they are the product's own (docs/decisions/payment.md).
 */
import { formatRupees } from '../money'
import type { Paise } from '../brands'

// ---- Refunds ----
export const REFUND_AMOUNT_ABOVE_ZERO = 'Enter a refund amount above zero, in rupees and paise'
export const REFUND_NOTHING_LEFT = 'This order has already been refunded in full'
export const refundAtMost = (left: Paise): string => `A refund can be at most ${formatRupees(left)}: what was paid less what was already refunded`
export const REFUND_KEY_REUSED = 'This refund was already made with a different amount. Reload the order to see it'

// ---- GST tax invoices ----
export const INVOICE_CENTRE_CODE_INVALID = 'The centre’s invoice code must be 1 to 4 capital letters or digits'
export const INVOICE_SERIES_FULL = 'This centre has used every invoice number of the financial year'
export const GST_CGST_LABEL = 'CGST @9%'
export const GST_SGST_LABEL = 'SGST @9%'
export const GST_IGST_LABEL = 'IGST @18%'
export const GST_TAXABLE_VALUE_LABEL = 'Taxable value'

// ---- Cash drawer ----
export const DRAWER_COUNT_WHOLE_NUMBERS = 'Count each note and coin as a whole number, 0 or more'
export const DRAWER_DIFFERENCE_NEEDS_REASON = 'The counted cash differs from the expected cash: give a reason'
export const DRAWER_EXPECTED_LABEL = 'Expected cash'
export const DRAWER_COUNTED_LABEL = 'Counted cash'
export const DRAWER_DIFFERENCE_LABEL = 'Difference'
export const DENOMINATION_WORDS = {
  NOTE_500: '₹500 notes',
  NOTE_200: '₹200 notes',
  NOTE_100: '₹100 notes',
  NOTE_50: '₹50 notes',
  NOTE_20: '₹20 notes',
  NOTE_10: '₹10 notes',
  COIN_20: '₹20 coins',
  COIN_10: '₹10 coins',
  COIN_5: '₹5 coins',
  COIN_2: '₹2 coins',
  COIN_1: '₹1 coins',
} as const

// ---- GST tax invoices: the document and its download ----
export const TAX_INVOICE_TITLE = 'Tax invoice'
export const TAX_INVOICE_NOT_PAID = 'This order is not paid, so it has no tax invoice'
export const INVOICE_NUMBER_LABEL = 'Invoice number'
export const INVOICE_DATE_LABEL = 'Invoice date'
export const GSTIN_LABEL = 'GSTIN'
export const STATE_LABEL = 'State'
export const PLACE_OF_SUPPLY_LABEL = 'Place of supply'
export const BILLED_TO_LABEL = 'Billed to'
export const SAC_LABEL = 'SAC'
export const DESCRIPTION_LABEL = 'Description'
export const TOTAL_LABEL = 'Total'
export const AMOUNT_PAID_LABEL = 'Amount paid'
export const INVOICE_ORDER_LABEL = 'Order'
export const TAX_INCLUDED_NOTE = 'Prices include GST. Tax is not payable on reverse charge.'

// ---- Credit notes ----
export const CREDIT_NOTE_TITLE = 'Credit note'
export const CREDIT_NOTE_NUMBER_LABEL = 'Credit note number'
export const CREDIT_NOTE_DATE_LABEL = 'Credit note date'
export const CREDIT_NOTE_AGAINST_LABEL = 'Against invoice'
export const CREDIT_NOTE_REASON_LABEL = 'Reason'
export const CREDIT_NOTE_AMOUNT_LABEL = 'Amount refunded'
export const CREDIT_NOTE_AMOUNT_ABOVE_ZERO = 'A credit note needs a refund above zero'
export const CREDIT_NOTE_REASON_NEEDED = 'A credit note needs the reason for the refund'
export const CREDIT_NOTE_SERIES_FULL = 'This centre has used every credit note number of the financial year'
export const creditNoteAtMost = (left: Paise): string => `A credit note can take back at most ${formatRupees(left)}: what the invoice charged less earlier credit notes`
export const INVOICE_CUSTOMER_UNNAMED = 'Customer (name not given)'
