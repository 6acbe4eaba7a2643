import type { Either } from 'fp-ts/Either'
import { PASSCODE_MAX_LENGTH } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import { CHECK_IN_ID_MISSING, PASSCODE_REQUIRED } from '../shared/messages'
import { collect, fieldOf, required, trimmedText, withinTextBound } from '../shared/field-check'

export type PasscodeField = 'passcode' | 'checkInId'
export type PasscodeInput = { readonly passcode: string; readonly checkInId: string }

const passcodeOf = (v: unknown): string | undefined => {
  const t = trimmedText(v)
  return t !== undefined && t.length <= PASSCODE_MAX_LENGTH ? t : undefined
}

const idOf = (v: unknown): string | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : trimmedText(v)

/**
 * Check-in by passcode (part 1 §5): passcode required, at most 6 characters ('Passcode of max 6
 * characters is required'); without a check-in id: 'Check-in ID not available'.
 */
const validatePasscodeCheckInChecks = (draft: unknown): Either<ValidationFailed<PasscodeField>, PasscodeInput> =>
  collect({
    passcode: required(passcodeOf(fieldOf(draft, 'passcode')), PASSCODE_REQUIRED),
    checkInId: required(idOf(fieldOf(draft, 'checkInId')), CHECK_IN_ID_MISSING),
  })

/** validatePasscodeCheckInChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validatePasscodeCheckIn = (...args: Parameters<typeof validatePasscodeCheckInChecks>): ReturnType<typeof validatePasscodeCheckInChecks> =>
  withinTextBound(args[0], validatePasscodeCheckInChecks(...args))
