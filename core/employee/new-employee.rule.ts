import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { isValidEmail } from '../shared/email.rule'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { EMPLOYEE_EMAIL_INVALID, EMPLOYEE_NAME_REQUIRED, EMPLOYEE_PHONE_INVALID, EMPLOYEE_ROLE_REQUIRED } from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'
import type { NewEmployee } from './employee'
import { withinTextBound } from '../shared/field-check'

export type NewEmployeeField = 'name' | 'email' | 'phone' | 'primaryRole'

export type NewEmployeeDraft = {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly primaryRole: string
  readonly ptLevelCode: string
}

/**
 * The Add employee form: a name (trimmed), a simple e-mail, a mobile number (kept as its 10 digits, core/shared/phone.rule) and a role
 * are required; every field error at once. The PT level is optional.
 */
const validateNewEmployeeChecks = (d: NewEmployeeDraft, centerServiceId: number): Either<ValidationFailed<NewEmployeeField>, NewEmployee> => {
  const errors: Partial<Record<NewEmployeeField, string>> = {}
  const name = d.name.trim().replace(/\s+/g, ' ')
  if (name === '') errors.name = EMPLOYEE_NAME_REQUIRED
  if (!isValidEmail(d.email)) errors.email = EMPLOYEE_EMAIL_INVALID
  const phone = normalisePhone(d.phone)
  if (phone === undefined) errors.phone = EMPLOYEE_PHONE_INVALID
  if (d.primaryRole.trim() === '') errors.primaryRole = EMPLOYEE_ROLE_REQUIRED
  if (Object.keys(errors).length > 0 || phone === undefined) return E.left(validationFailed(errors))
  return E.right({
    name,
    email: d.email.trim().toLowerCase(),
    phone,
    primaryRole: d.primaryRole,
    centerServiceId,
    ptLevelCode: d.ptLevelCode === '' ? undefined : d.ptLevelCode,
  })
}

/** validateNewEmployeeChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateNewEmployee = (...args: Parameters<typeof validateNewEmployeeChecks>): ReturnType<typeof validateNewEmployeeChecks> =>
  withinTextBound(args[0], validateNewEmployeeChecks(...args))
