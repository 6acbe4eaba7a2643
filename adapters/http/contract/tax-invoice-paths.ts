/**
 * Path of the tax invoice call (the data of a paid order's GST tax invoice, from which the portal
 * makes the PDF). Kept out of PATHS, which the first screen loads, so it travels with its gateway.
 */
export const TAX_INVOICE_PATHS = { taxInvoice: 'v1/orders/:orderId/tax-invoice' } as const
