import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { collect, fail, fieldOf, ok, required, trimmedText, withinTextBound } from '../shared/field-check'
import type { ValidationFailed } from '../shared/errors'
import { FIRST_NAME_REQUIRED } from '../shared/messages'
import { requirePhone } from './search-input.rule'

export type RegisterCustomerField = 'phone' | 'firstName' | 'lastName'
export type RegisterCustomerInput = { readonly phone: string; readonly firstName: string; readonly lastName: string }

/**
 * Register New User (part 2 §2, the Sell Personal Training flow's 'user not found'): the customer's
 * 10-digit mobile number and first name are required ('Invalid Phone Number', 'First name is
 * required'); the last name may be left blank. Names are trimmed; every text within the server's bound.
 */
const validateRegisterCustomerChecks = (draft: unknown): Either<ValidationFailed<RegisterCustomerField>, RegisterCustomerInput> => {
  const phone = requirePhone(typeof fieldOf(draft, 'phone') === 'string' ? (fieldOf(draft, 'phone') as string) : '')
  return collect({
    phone: E.isRight(phone) ? ok(phone.right) : fail<string>(phone.left),
    firstName: required(trimmedText(fieldOf(draft, 'firstName')), FIRST_NAME_REQUIRED),
    lastName: ok(trimmedText(fieldOf(draft, 'lastName')) ?? ''),
  })
}

/** validateRegisterCustomerChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateRegisterCustomer = (...args: Parameters<typeof validateRegisterCustomerChecks>): ReturnType<typeof validateRegisterCustomerChecks> =>
  withinTextBound(args[0], validateRegisterCustomerChecks(...args))
