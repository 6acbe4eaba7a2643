import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { PHONE_LENGTH, PHONE_MASK, PHONE_MASK_VISIBLE_DIGITS } from '../shared/constants'
import { OWN_PHONE_MISSING } from '../shared/messages'

/** Masked phone: nine X characters then the last 4 characters ('XXXXXXXXX3210'). */
export const maskPhone = (phone: string): string => `${PHONE_MASK}${phone.slice(-PHONE_MASK_VISIBLE_DIGITS)}`

/**
 * The staff member's own number for a masked call: its digits, cut to the last 10 when longer
 * (a country code is dropped); 'Your Phone number does not exist...' when there is none.
 */
export const ownPhoneForCall = (phone: string | undefined): Either<string, string> => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits === '' ? E.left(OWN_PHONE_MISSING) : E.right(digits.length > PHONE_LENGTH ? digits.slice(-PHONE_LENGTH) : digits)
}
