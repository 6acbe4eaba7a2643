import { normalisePhone, withoutFormatting } from '../shared/phone.rule'
import type { CheckIn } from './check-in'
import type { CheckInSection } from './check-in-grouping.rule'

/**
 * The check-in list's search box filters the loaded list as the staff member types (part 1 §2).
 * A mobile number however it is written (core/shared/phone.rule: '+91 80000 00006', '080000 00006',
 * '80000-00006') is a phone search (part 1 §5): a check-in carries no phone, so the screen
 * looks the phone up with search-user-by-phone and filters by the id it returns (`member`); other
 * digits match the user id (anywhere in it) and anything else matches the member's name
 * (case-insensitive, anywhere in 'first last'). Spaces around the query are ignored; an empty
 * query keeps everything. A `phone` search on its own matches nobody until its id is known.
 */
export type CheckInSearch =
  | { readonly kind: 'all' }
  | { readonly kind: 'userId'; readonly digits: string }
  | { readonly kind: 'name'; readonly text: string }
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'member'; readonly userId: string }

const DIGITS = /^\d+$/

export const parseCheckInSearch = (raw: string): CheckInSearch => {
  const q = raw.trim()
  if (q === '') return { kind: 'all' }
  const phone = normalisePhone(q)
  if (phone !== undefined) return { kind: 'phone', phone }
  const digits = withoutFormatting(q)
  if (DIGITS.test(digits)) return { kind: 'userId', digits }
  return { kind: 'name', text: q.toLowerCase().replace(/\s+/g, ' ') }
}

/** The lower-case 'first last' a name search looks in. */
export const checkInNameKey = (c: Pick<CheckIn, 'firstName' | 'lastName'>): string =>
  `${c.firstName} ${c.lastName}`.toLowerCase().replace(/\s+/g, ' ').trim()

/** Whether one check-in matches the search. `nameKey` may be passed when already computed. */
export const matchesCheckInSearch = (s: CheckInSearch, c: Pick<CheckIn, 'userId' | 'firstName' | 'lastName'>, nameKey?: string): boolean => {
  switch (s.kind) {
    case 'all':
      return true
    case 'userId':
      return c.userId.includes(s.digits)
    case 'name':
      return (nameKey ?? checkInNameKey(c)).includes(s.text)
    case 'phone':
      return false
    case 'member':
      return c.userId === s.userId
  }
}

/**
 * The sections with only the matching check-ins, same order; every section is kept (possibly
 * empty). `nameKeyOf` lets the caller reuse name keys computed once per answer.
 */
export const filterSections = (
  sections: readonly CheckInSection[],
  s: CheckInSearch,
  nameKeyOf: (c: CheckIn) => string = checkInNameKey,
): readonly CheckInSection[] =>
  s.kind === 'all' ? sections : sections.map((sec) => ({ ...sec, checkIns: sec.checkIns.filter((c) => matchesCheckInSearch(s, c, s.kind === 'name' ? nameKeyOf(c) : undefined)) }))

/** A phone search once its customer is known (undefined: nobody has that phone, so nothing matches). */
export const resolvePhoneSearch = (s: CheckInSearch, userId: string | undefined): CheckInSearch =>
  s.kind !== 'phone' ? s : userId === undefined ? s : { kind: 'member', userId }
