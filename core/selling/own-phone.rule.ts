import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { PHONE_LENGTH } from '../shared/constants'
import { OWN_PHONE_MISSING } from '../shared/messages'

/**
 * The staff member's own phone used to receive an OTP (§5): its digits, cut to the last 10 when
 * longer (e.g. a +91 prefix); 'Your Phone number does not exist. Please contact internal support'
 * when there is no phone (or no digit in it).
 */
export const ownPhoneForOtp = (phone: string | undefined): Either<string, string> => {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits === '') return E.left(OWN_PHONE_MISSING)
  return E.right(digits.length > PHONE_LENGTH ? digits.slice(-PHONE_LENGTH) : digits)
}
