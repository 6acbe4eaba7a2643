import * as t from 'io-ts'
import { GstLineWire } from './tax-invoice.codecs'

/**
 * Path of the credit notes call (the data of the GST credit notes an order's refunds got, from
 * which the portal makes the PDFs). Kept out of PATHS, which the first screen loads.
 */
export const CREDIT_NOTE_PATHS = { orderCreditNotes: 'v1/orders/:orderId/credit-notes' } as const

/** The order whose credit notes are asked for (path parameter). */
export const CreditNotesParams = t.exact(t.type({ orderId: t.string }))

/** One GST credit note: what a refund took back of its invoice, in the invoice's tax split (paise). */
export const CreditNoteWire = t.exact(
  t.type({
    creditNoteNo: t.string,
    invoiceNo: t.string,
    invoiceIssuedAt: t.number,
    orderId: t.string,
    issuedAt: t.number,
    reason: t.string,
    supplier: t.exact(t.type({ legalName: t.string, centreName: t.string, gstin: t.string, state: t.string, stateCode: t.string })),
    customer: t.exact(t.type({ name: t.string, state: t.string })),
    placeOfSupply: t.string,
    supply: t.keyof({ INTRA_STATE: null, INTER_STATE: null }),
    sac: t.string,
    line: GstLineWire,
  }),
)
export type CreditNoteWire = t.TypeOf<typeof CreditNoteWire>

/** An order's credit notes, in the order issued (none when nothing was refunded). */
export const OrderCreditNotesWire = t.exact(t.type({ orderId: t.string, creditNotes: t.array(CreditNoteWire) }))
export type OrderCreditNotesWire = t.TypeOf<typeof OrderCreditNotesWire>
