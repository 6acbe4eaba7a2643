import type { Either } from 'fp-ts/Either'
import type { ValidationFailed } from '../shared/errors'
import { collect, fail, ok, withinTextBound, type Check } from '../shared/field-check'
import { OTP_DEFAULT_LENGTH } from '../shared/constants'
import { KIOSK_INVALID_OTP, KIOSK_INVALID_PHONE } from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'

/*
 * What a member types at the self check-in kiosk: their mobile number, then the code sent to it.
 * Checked before anything is sent, in words a member reads.
 */

export type KioskPhoneDraft = { readonly phone?: unknown }
export type KioskOtpDraft = { readonly phone?: unknown; readonly otp?: unknown }

const phone = (v: unknown): Check<string> => {
  const p = typeof v === 'string' ? normalisePhone(v) : undefined
  return p === undefined ? fail(KIOSK_INVALID_PHONE) : ok(p)
}

const otp = (v: unknown): Check<string> => {
  const text = typeof v === 'string' ? v.trim() : ''
  return new RegExp(`^\\d{${OTP_DEFAULT_LENGTH}}$`).test(text) ? ok(text) : fail(KIOSK_INVALID_OTP)
}

/** The phone a member typed: a 10-digit mobile number, however it was typed ('+91 80000 00006'). */
export const validateKioskPhone = (draft: KioskPhoneDraft): Either<ValidationFailed<'phone'>, { readonly phone: string }> =>
  withinTextBound(draft, collect({ phone: phone(draft.phone) }))

/** The phone and the code: the phone as above, the code exactly six digits. */
export const validateKioskOtp = (draft: KioskOtpDraft): Either<ValidationFailed<'phone' | 'otp'>, { readonly phone: string; readonly otp: string }> =>
  withinTextBound(draft, collect({ phone: phone(draft.phone), otp: otp(draft.otp) }))
