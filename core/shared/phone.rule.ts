import { PHONE_LENGTH } from './constants'

/**
 * The one rule for a mobile number as a person types or pastes it (every search and phone field,
 * the CLI and the uploads go through it). What is kept is the 10 digits (part 1 §8: phone length
 * 10; part 3: country code +91):
 * - spaces (any kind), dashes, dots and brackets are ignored: '80000-00006', '(80000) 00006',
 *   '80000 00006 ' are '8000000006';
 * - the country code is dropped: '+91 80000 00006', '+91-8000000006', '0091 80000 00006' and
 *   '918000000006' (12 digits starting with 91);
 * - a trunk 0 is dropped: '080000 00006' (11 digits starting with 0), also after a country code;
 * - anything else (a letter, another country code, another count of digits) is not a phone.
 * It depends on nothing but the constants, so the sandbox's seed (read by the journeys) can use it.
 */
const IGNORED = /[\s\u00a0\u2010-\u2015\-.()[\]]/g
const TEN = new RegExp(`^\\d{${PHONE_LENGTH}}$`)

/** The 10 digits a person meant, or undefined when what they wrote cannot be a mobile number. */
export const normalisePhone = (raw: string): string | undefined => {
  const compact = raw.replace(IGNORED, '')
  const plus = compact.startsWith('+')
  const body = plus ? compact.slice(1) : compact
  if (!/^\d+$/.test(body)) return undefined
  let digits = body
  if (plus) {
    if (!digits.startsWith('91')) return undefined
    digits = digits.slice(2)
  } else if (digits.length === PHONE_LENGTH + 4 && digits.startsWith('0091')) digits = digits.slice(4)
  else if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2)
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1)
  return TEN.test(digits) ? digits : undefined
}

/** Whether a value already is a phone as stored and sent on the wire: exactly 10 digits. */
export const isTenDigitPhone = (s: unknown): s is string => typeof s === 'string' && TEN.test(s)

/**
 * What a phone input holds after a change: a change that makes a whole phone (a paste of
 * '+91 80000 00006') holds its 10 digits; otherwise the digits typed so far (formatting dropped),
 * at most 10; a change adding a letter or an 11th digit keeps the previous value.
 */
export const phoneTyping = (previous: string, typed: string): string => {
  const phone = normalisePhone(typed)
  if (phone !== undefined) return phone
  const digits = typed.replace(IGNORED, '')
  return /^\d*$/.test(digits) && digits.length <= PHONE_LENGTH ? digits : previous
}

/** What a person typed with spaces, dashes, dots and brackets taken out (for user ids). */
export const withoutFormatting = (raw: string): string => raw.replace(IGNORED, '')
