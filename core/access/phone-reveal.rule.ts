import { PHONE_MASK, PHONE_MASK_VISIBLE_DIGITS } from '../shared/constants'

/** How the customer's phone is offered to the staff member (part 1 §6, Phone privacy). */
export type PhoneReveal =
  | { readonly kind: 'shown'; readonly phone: string }
  /** Staff confirm their own number and the system places a masked call. */
  | { readonly kind: 'maskedCall'; readonly masked: string }

/** Nine X characters then the last 4 digits. */
export const maskPhone = (phone: string): string => `${PHONE_MASK}${phone.slice(-PHONE_MASK_VISIBLE_DIGITS)}`

/** At a PII-accessible centre the phone is shown directly; otherwise only a masked call is offered. */
export const phoneReveal = (isPiiAccessibleCentre: boolean, phone: string): PhoneReveal =>
  isPiiAccessibleCentre ? { kind: 'shown', phone } : { kind: 'maskedCall', masked: maskPhone(phone) }
