import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../shared/constants'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import {
  CHILD_AGE_RANGE,
  CUSTOMER_HAS_NO_PHONE,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  VALID_PHONE_REQUIRED,
} from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'
import { collect, fieldOf, integerOf, required, trimmedText, withinTextBound } from '../shared/field-check'

export type AddChildField = 'firstName' | 'lastName' | 'emergencyPhone' | 'age' | 'customer'
export type AddChildInput = {
  readonly firstName: string
  readonly lastName: string
  readonly emergencyPhone: string
  readonly age: number
}

export const phoneOf = (v: unknown): string | undefined => {
  const t = trimmedText(v)
  return t === undefined ? undefined : normalisePhone(t)
}

const ageOf = (v: unknown): number | undefined => {
  const n = integerOf(v)
  return n !== undefined && n >= CHILD_AGE_MIN && n <= CHILD_AGE_MAX ? n : undefined
}

/**
 * Add Child (part 1 §5): first and last name, a 10-digit emergency phone ('Please enter valid
 * phone number'), age a whole number 5 to 18 ('Age is 5-18 years only'). A customer without a
 * phone cannot get a child: that error (key `customer`) comes with the field errors.
 */
const validateAddChildChecks = (
  draft: unknown,
  customerPhone: string | undefined,
): Either<ValidationFailed<AddChildField>, AddChildInput> => {
  const fields = collect({
    firstName: required(trimmedText(fieldOf(draft, 'firstName')), FIRST_NAME_REQUIRED),
    lastName: required(trimmedText(fieldOf(draft, 'lastName')), LAST_NAME_REQUIRED),
    emergencyPhone: required(phoneOf(fieldOf(draft, 'emergencyPhone')), VALID_PHONE_REQUIRED),
    age: required(ageOf(fieldOf(draft, 'age')), CHILD_AGE_RANGE),
  })
  const hasPhone = typeof customerPhone === 'string' && customerPhone.trim() !== ''
  if (hasPhone) return fields
  const errors = E.isLeft(fields) ? fields.left.errors : {}
  return E.left(validationFailed<AddChildField>({ ...errors, customer: CUSTOMER_HAS_NO_PHONE }))
}

/** validateAddChildChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateAddChild = (...args: Parameters<typeof validateAddChildChecks>): ReturnType<typeof validateAddChildChecks> =>
  withinTextBound(args[0], validateAddChildChecks(...args))
