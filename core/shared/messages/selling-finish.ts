// ---- selling finish (issue 12 PT / add-ons, issue 17 finding 11): server-side sale OTPs, PT screens ----
/** The sandbox refuses a cash order without the cash OTP verified for this staff member, customer and amount. */
export const CASH_SALE_OTP_REQUIRED = 'Verify the OTP sent to your phone for this customer and amount before taking cash.'
/** The sandbox refuses a PT order below the list price without the price-drop OTP verified for this customer and amount. */
export const PT_PRICE_DROP_OTP_REQUIRED = 'This PT pack is sold below its list price: verify the customer’s OTP for this price first.'
/** Verify OTP with a sale: the cash OTP must go to the staff member's own phone, the PT OTP to the customer's. */
export const SALE_OTP_WRONG_PHONE = 'This OTP was not sent to the phone this sale needs.'
