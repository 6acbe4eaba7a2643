import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { SEARCH_MAX_DIGITS } from '../shared/constants'
import { INVALID_PHONE_NUMBER, SEARCH_DIGITS_ONLY } from '../shared/messages'
import { normalisePhone, withoutFormatting } from '../shared/phone.rule'

/** What the search box holds as it is typed: digits only, at most 10. */
export const sanitiseSearchInput = (typed: string): string => normalisePhone(typed) ?? typed.replace(/\D/g, '').slice(0, SEARCH_MAX_DIGITS)

export type SearchQuery =
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'userId'; readonly userId: string }
  | { readonly kind: 'invalid'; readonly message: string }

/**
 * A phone number however it is written (core/shared/phone.rule: '+91 80000 00006', '080000 00006',
 * '80000-00006 ') is a phone search; other digits are a user-id search (part 1 §5), spaces and
 * dashes in them ignored; what is neither (a letter, a '+' before another country code) is refused
 * with the search box's message. The caller does not submit an empty search.
 */
export const classifySearch = (input: string): SearchQuery => {
  const phone = normalisePhone(input)
  if (phone !== undefined) return { kind: 'phone', phone }
  const id = withoutFormatting(input)
  return /^\d*$/.test(id) ? { kind: 'userId', userId: id } : { kind: 'invalid', message: SEARCH_DIGITS_ONLY }
}

/** Where a phone is required: its 10 digits however written, else 'Invalid Phone Number'. */
export const requirePhone = (input: string): Either<string, string> => E.fromNullable(INVALID_PHONE_NUMBER)(normalisePhone(input))

/** Why a keystroke in the search box was refused. */
export type SearchRefusal = 'notDigit' | 'tooLong'

/**
 * The search box as typed: digits only and at most 10, refused at the input rather
 * than trimmed. A change that makes a whole phone number (a paste of '+91 80000 00006') is taken
 * as its 10 digits, and spaces, dashes, dots and brackets are dropped; a change that would add
 * another non-digit or an 11th digit keeps the previous value and says why.
 */
export const acceptSearchTyping = (previous: string, typed: string): { readonly value: string; readonly refused?: SearchRefusal } => {
  const phone = normalisePhone(typed)
  if (phone !== undefined) return { value: phone }
  const digits = withoutFormatting(typed)
  if (/\D/.test(digits)) return { value: previous, refused: 'notDigit' }
  if (digits.length > SEARCH_MAX_DIGITS) return { value: previous, refused: 'tooLong' }
  return { value: digits }
}
