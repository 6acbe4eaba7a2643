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
// ---- Cash drawer: opening, closing and signing off ----
export const DRAWER_SCREEN_TITLE = 'Cash Drawer'
export const DRAWER_FLOAT_LABEL = 'Float'
export const DRAWER_OPEN_ACTION = 'Open Drawer'
export const DRAWER_CLOSE_ACTION = 'Close Drawer'
export const DRAWER_SIGN_OFF_ACTION = 'Sign Off'
export const DRAWER_OPENED = 'Cash drawer opened'
export const DRAWER_CLOSED = 'Cash drawer closed: a manager signs the close-out off'
export const DRAWER_SIGNED_OFF = 'Close-out signed off'
export const DRAWER_NONE_OPEN = 'No cash drawer is open for you at this centre. Open one with the float you start the shift with'
export const DRAWER_ALREADY_OPEN = 'Your cash drawer at this centre is already open'
export const DRAWER_NOT_FOUND = 'This cash drawer was not found'
export const DRAWER_NOT_OPEN = 'This cash drawer is already closed'
export const DRAWER_NOT_YOURS = 'Only the staff member who opened this drawer can close it'
export const DRAWER_NOT_CLOSED = 'Count and close the drawer before it is signed off'
export const DRAWER_ALREADY_SIGNED_OFF = 'This close-out is already signed off'
export const DRAWER_OWN_SIGN_OFF = 'Another manager signs off your own close-out'
export const DRAWER_FLOAT_INVALID = 'Enter the float in rupees and paise, 0 or more'
export const DRAWER_OPENED_BY_SALE = 'Opened by the first cash sale of the shift, with no float'
export const DRAWER_REASON_LABEL = 'Reason for the difference'
export const DRAWER_REMARKS_LABEL = 'Remarks'
export const DRAWER_MOVEMENTS_TITLE = 'Cash in and out'
export const DRAWER_NO_MOVEMENTS = 'No cash taken or paid out yet'
export const DRAWER_CLOSE_OUTS_TITLE = 'Close-outs'
export const DRAWER_AWAITING_SIGN_OFF = 'Awaiting sign-off'
export const DRAWER_STATUS_WORDS = { OPEN: 'Open', CLOSED: 'Closed, awaiting sign-off', SIGNED_OFF: 'Signed off' } as const
export const CASH_MOVEMENT_WORDS = { CASH_SALE: 'Cash sale', SPLIT_CASH_PART: 'Cash part of a split payment', CASH_REFUND: 'Cash refund' } as const
export const drawerSignedOffBy = (name: string): string => `Signed off by ${name}`
export const drawerCloseOutsCsvHeader = ['Day', 'Staff member', 'Centre', 'Status', 'Float', 'Expected cash', 'Counted cash', 'Difference', 'Reason', 'Signed off by'] as const

// ---- Refunds: asking for one ----
export const REFUND_ACTION = 'Refund'
export const REFUND_TITLE = 'Refund Order'
export const REFUND_AMOUNT_LABEL = 'Refund amount (₹)'
export const REFUND_REASON_LABEL = 'Reason'
export const REFUND_MEMBERSHIP_LABEL = 'The membership bought'
export const REFUND_END_DATE_LABEL = 'New end date'
export const REFUND_REASON_WORDS = {
  MEMBER_RELOCATING: 'Member is moving away',
  MEDICAL: 'Medical reason',
  NOT_SATISFIED: 'Not satisfied with the service',
  SOLD_IN_ERROR: 'Sold in error',
  DUPLICATE_PAYMENT: 'Paid twice',
  CENTRE_CLOSED: 'Centre closed or service not available',
  OTHER: 'Other',
} as const
export const REFUND_MEMBERSHIP_WORDS = { KEEP: 'Keep it as it is', END: 'End it today', SHORTEN: 'Shorten it to a new end date' } as const
export const REFUND_MODE_WORDS = { CASH: 'Cash from your drawer', CARD: 'Card, through the gateway' } as const
export const REFUND_STATUS_WORDS = { SUCCESS: 'Refunded', PENDING: 'With the gateway', FAILED: 'Failed' } as const
export const REFUND_PAYMENT_STATUS_WORDS = { PAID: 'Paid', PARTIALLY_REFUNDED: 'Partially refunded', REFUNDED: 'Refunded', UNPAID: 'Not paid' } as const
export const REFUND_DONE = 'Refund made'
export const REFUND_PENDING = 'The card refund is with the gateway: it shows as refunded once the gateway confirms it'
export const REFUND_GATEWAY_FAILED = 'The gateway refused the card refund: nothing was refunded. Try again or refund in another way'
export const REFUND_ORDER_NOT_PAID = 'Only a paid order can be refunded'
export const REFUND_NEEDS_OPEN_DRAWER = 'Open your cash drawer at this centre before refunding cash'
export const REFUND_DRAWER_SHORT = 'Your drawer does not hold that much cash'
export const REFUND_END_DATE_INVALID = 'Choose a new end date from today up to the membership’s current end'
export const REFUND_NOT_ALLOWED = 'Only a manager can refund an order'
export const refundArnLine = (arn: string): string => `Refund reference (ARN): ${arn}`
export const REFUNDABLE_LEFT_LABEL = 'Can still be refunded'
export const DRAWER_CLOSE_OUTS_RANGE = 'Choose a range of days of at most three months, the first day before the last'
export const REFUND_REASON_REQUIRED = 'Choose the reason for the refund'
export const DRAWER_YOURS_TITLE = 'Your drawer'
export const DRAWER_FLOAT_INPUT_LABEL = 'Float (₹)'
export const DRAWER_COUNT_LEGEND = 'Count the cash, note by note and coin by coin'
export const DRAWER_KIND_LABEL = 'What'
export const DRAWER_ORDER_LABEL = 'Order'
export const DRAWER_TIME_LABEL = 'Time'
export const DRAWER_AMOUNT_LABEL = 'Amount'
export const DRAWER_DAY_LABEL = 'Day'
export const DRAWER_STAFF_LABEL = 'Staff member'
export const DRAWER_STATUS_LABEL = 'Status'
export const DRAWER_SIGNED_OFF_BY_LABEL = 'Signed off by'
export const drawerOpenedAt = (when: string): string => `Opened ${when}`
export const drawerSignOffFor = (name: string, day: string): string => `Sign off ${name}’s close-out of ${day}`
export const drawerCountOf = (label: string): string => `Number of ${label}`
export const REFUND_PAID_LABEL = 'Paid'
export const REFUND_REFUNDED_LABEL = 'Refunded so far'
export const REFUND_MODE_LABEL = 'Refunded as'
export const REFUND_REMARKS_LABEL = 'Remarks (optional)'
export const REFUND_SUBMIT = 'Refund Now'
export const REFUND_CANCEL = 'Cancel'
export const REFUND_HISTORY_TITLE = 'Refunds'
export const refundLine = (amount: string, status: string, reason: string): string => `${amount} · ${status} · ${reason}`

// ---- GST credit notes: downloading them ----
export const CREDIT_NOTE_DOWNLOADED = 'Credit note downloaded.'
export const CREDIT_NOTE_FAILED = 'Could not make the credit note. Please try again.'
export const downloadCreditNoteLabel = (creditNoteNo: string): string => `Download credit note ${creditNoteNo}`

// ---- Cash drawer: the close-out report by staff member and day ----
export const DRAWER_CLOSE_OUTS_FILTER = 'Choose the close-outs'
export const DRAWER_ANY_STAFF = 'Every staff member'
export const DRAWER_CLOSE_OUTS_SHOW = 'Show close-outs'
export const DRAWER_TOTAL_LABEL = 'Total'
/** Under the close-outs shown: how many, and their shortfalls and overs apart (the net is the Difference column's total). */
export const drawerCloseOutsTotals = (count: number, short: string, over: string): string =>
  `${count} ${count === 1 ? 'close-out' : 'close-outs'}: ${short} short, ${over} over in all`
