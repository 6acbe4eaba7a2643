import * as t from 'io-ts'

/** The order a tax invoice is asked for (path parameter). */
export const TaxInvoiceParams = t.type({ orderId: t.string })

/** One line (or the totals) of a tax invoice, in paise. */
export const GstLineWire = t.type({ taxable: t.number, cgst: t.number, sgst: t.number, igst: t.number, total: t.number })

/** A paid order's GST tax invoice: the centre's registration, the customer, the lines and totals (paise). */
export const TaxInvoiceWire = t.type({
  invoiceNo: t.string,
  orderId: t.string,
  issuedAt: t.number,
  supplier: t.type({ legalName: t.string, centreName: t.string, gstin: t.string, state: t.string, stateCode: t.string }),
  customer: t.type({ name: t.string, state: t.string }),
  placeOfSupply: t.string,
  supply: t.keyof({ INTRA_STATE: null, INTER_STATE: null }),
  items: t.array(t.type({ description: t.string, sac: t.string, line: GstLineWire })),
  totals: GstLineWire,
})
export type TaxInvoiceWire = t.TypeOf<typeof TaxInvoiceWire>
