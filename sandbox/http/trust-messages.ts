/** Server answers of the sandbox's trust boundary; the spec words none of them. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.'
export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was already used for another request. Use a new key for a new request.'
export const CASH_OTP_REQUIRED = 'Verify the customer’s OTP before taking cash for this order.'
export const PT_OTP_REQUIRED = 'The PT price has dropped: verify the customer’s OTP before this order.'
