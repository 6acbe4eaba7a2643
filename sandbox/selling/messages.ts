/**
 * Texts only the sandbox says (the spec has none for these cases). Texts the spec gives come from
 * core/shared/messages.ts.
 */
export const CENTRE_NOT_FOUND = 'No such centre.'
/** The one text of a centre outside the staff member's own (core's catalogue holds it). */
export { TASK_CENTRE_NOT_YOURS as CENTRE_NOT_YOURS } from '../../core/shared/messages'
export const PACK_NOT_AT_CENTRE = 'This pack is not sold at the centre of the order.'
export const ORDER_NOT_FOUND = 'No such order.'
export const GATEWAY_ORDER_MISMATCH = 'The gateway order does not belong to this order.'
export const NOT_A_GATEWAY_ORDER = 'This order was not paid on a card machine.'
export const MEMBERSHIP_NOT_FOUND = 'No such membership for this user.'
export const SLOT_NOT_FOUND = 'No such slot.'
export const SLOT_FULL = 'This slot is full.'
export const NOT_RECURRING = 'This pack is not a recurring pack.'
export const IDEMPOTENCY_KEY_REQUIRED = 'This call needs an idempotency-key header, so that a repeat does not create a second order.'
export const GROUP_SIZE = 'A group buy needs 2 to 5 members.'
export const GROUP_DETAILS_MISSING = 'A group order needs group details with its members.'
export const ZERO_AMOUNT_ON_TERMINAL = 'Nothing to collect on a card machine for a zero amount.'
export const PAYMENT_SETTLED = 'This payment is already settled.'
export const PAYMENT_NOT_FOUND = 'No such terminal payment.'
export const TERMINAL_NOT_FOUND = 'No such card terminal.'
export const BUSY_IS_FOR_NEXT_PAYMENT = 'BUSY can only be set as the next outcome of a terminal.'
export const OTP_IDENTIFIER_INVALID = "The identifier must be '+91-' followed by the 10-digit phone number in userData.phone."
export const OTP_VERIFIED = 'OTP verified'
export const LINK_GENERATED_NO_SMS = 'Link generated'
export const QUERY_PHONE_FORBIDDEN = 'Phone numbers must not travel in a URL. Send them in the request body.'
export const ADD_ON_MEMBERSHIP_ENDED = 'This membership has ended: an add-on can only be added to a running or upcoming membership.'
export const ADD_ON_NOT_AN_ADD_ON = 'Only an add-on can be added to a membership.'
export const ADD_ON_START_OUTSIDE_MEMBERSHIP = 'The add-on must start within the membership, from today.'
