import type { Either } from 'fp-ts/Either'
import type { ValidationFailed } from '../shared/errors'
import { CUSTOMER_NAME_REQUIRED, INVALID_PHONE_NUMBER } from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'
import { collect, fieldOf, required, trimmedText, withinTextBound } from '../shared/field-check'

export type ReferralField = 'name' | 'phone'
export type ReferralInput = { readonly name: string; readonly phone: string }

const phoneOf = (v: unknown): string | undefined => (typeof v === 'string' ? normalisePhone(v) : undefined)

/**
 * Record Referral (part 3 §5): the friend's name required ('Customer Name is required') and
 * trimmed; a mobile number however written, kept as its 10 digits (core/shared/phone.rule; 'Invalid Phone Number').
 */
const validateReferralChecks = (draft: unknown): Either<ValidationFailed<ReferralField>, ReferralInput> =>
  collect({
    name: required(trimmedText(fieldOf(draft, 'name')), CUSTOMER_NAME_REQUIRED),
    phone: required(phoneOf(fieldOf(draft, 'phone')), INVALID_PHONE_NUMBER),
  })

/** validateReferralChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateReferral = (...args: Parameters<typeof validateReferralChecks>): ReturnType<typeof validateReferralChecks> =>
  withinTextBound(args[0], validateReferralChecks(...args))
