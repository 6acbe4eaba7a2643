import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { PHONE_LENGTH, SEARCH_MAX_DIGITS } from '../shared/constants'
import { INVALID_PHONE_NUMBER } from '../shared/messages'

/** What the search box holds as it is typed: digits only, at most 10. */
export const sanitiseSearchInput = (typed: string): string => typed.replace(/\D/g, '').slice(0, SEARCH_MAX_DIGITS)

export type SearchQuery = { readonly kind: 'phone'; readonly phone: string } | { readonly kind: 'userId'; readonly userId: string }

/**
 * Exactly 10 digits is a phone search; anything else is a user-id search (part 1 §5).
 * The caller does not submit an empty search.
 */
export const classifySearch = (input: string): SearchQuery => {
  const q = input.trim()
  return /^\d{10}$/.test(q) ? { kind: 'phone', phone: q } : { kind: 'userId', userId: q }
}

/** Where a phone is required: exactly 10 digits, else 'Invalid Phone Number'. */
export const requirePhone = (input: string): Either<string, string> => {
  const q = input.trim()
  return q.length === PHONE_LENGTH && /^\d+$/.test(q) ? E.right(q) : E.left(INVALID_PHONE_NUMBER)
}

/** Why a keystroke in the search box was refused. */
export type SearchRefusal = 'notDigit' | 'tooLong'

/**
 * The search box as typed (issue 11): digits only and at most 10, refused at the input rather
 * than trimmed. A change that would add a non-digit or an 11th digit keeps the previous value and
 * says why; anything else is taken as it is.
 */
export const acceptSearchTyping = (previous: string, typed: string): { readonly value: string; readonly refused?: SearchRefusal } => {
  if (/\D/.test(typed)) return { value: previous, refused: 'notDigit' }
  if (typed.length > SEARCH_MAX_DIGITS) return { value: previous, refused: 'tooLong' }
  return { value: typed }
}
