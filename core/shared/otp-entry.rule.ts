import { OTP_DEFAULT_LENGTH } from './constants'
import { OTP_ONLY_NUMBERS, OTP_TOO_MANY_DIGITS } from './messages'

/** The OTP entry after a keystroke: the kept value, and the message to show when input was refused. */
export type OtpEntry = { readonly value: string; readonly error?: string }

/**
 * OTP digit entry (part 1 §5): keeps digits only ('OTP should contain only numbers' when anything
 * else was typed) and at most `length` of them ('Number of digits exceeded max limit' on overflow).
 */
export const sanitiseOtp = (typed: string, length: number = OTP_DEFAULT_LENGTH): OtpEntry => {
  const digits = typed.replace(/\D/g, '')
  const value = digits.slice(0, length)
  if (digits.length !== typed.length) return { value, error: OTP_ONLY_NUMBERS }
  if (digits.length > length) return { value, error: OTP_TOO_MANY_DIGITS }
  return { value }
}

/** The OTP is complete: exactly `length` digits. */
export const otpComplete = (otp: string, length: number = OTP_DEFAULT_LENGTH): boolean =>
  otp.length === length && /^\d+$/.test(otp)
