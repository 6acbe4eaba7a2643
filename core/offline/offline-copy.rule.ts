import type { EpochMs } from '../shared/brands'
import type { CentreDay } from '../shared/centre-day-of'

/**
 * What a desk device keeps to read without a network (docs/decisions/offline.md): the centre's
 * check-in and booking lists of today and the profiles opened today at that centre. Each kept
 * answer is named by its query key, the data-loading convention's `[area, ...ids, block, ...inputs]`.
 */
export type OfflineCopyKind = 'check-in-list' | 'booking-list' | 'profile' | 'centre'

/** Whose copies and of which centre: a copy is never shown to another staff member nor at another centre. */
export type OfflineScope = { readonly staffId: string; readonly centreId: number }

/** One kept answer, as the device stores it. */
export type OfflineCopy = OfflineScope & {
  /** The centre day it was kept on: a copy of another day is never shown. */
  readonly day: CentreDay
  /** The query key as text (offlineCopyKeyText). */
  readonly key: string
  /** When the server gave the answer: 'Offline: as of …'. */
  readonly savedAt: EpochMs
  readonly data: unknown
}

/** The profile's blocks kept: the customer, memberships (with last check-ins and bookings), PT packs and sessions. */
const PROFILE_BLOCKS: ReadonlySet<unknown> = new Set(['customer', 'memberships', 'pt-packs', 'pt-sessions'])

const isTodayOrDefault = (day: unknown, today: CentreDay): boolean => day === today || day === undefined || day === null

/**
 * Whether a query's answer is kept for reading offline, and as what; undefined for every other
 * query (a sale, an order, a report, another centre's or another day's list...).
 * - `['check-ins', centreId, kind, day, from, to]`: the check-in list (kind 'created' is the
 *   bookings list) of this centre, today (no day is today);
 * - `['play', centerServiceId, 'bookings', day]`: the play bookings of today;
 * - `['profile', customerId, block, ...]`: a profile's customer, memberships (at this centre), PT
 *   packs and PT sessions;
 * - `['centre', centreId, 'config']`: this centre's settings the profile draws with;
 * - `['centre', centreId, 'pitch-employees']` and `['lead-comment-tags']`: the staff who may be
 *   named as having pitched at this centre and the comment tags, so Record Pitch can be filled in
 *   offline (a pitch is queued);
 * - `['leads', centerServiceId, 'history', customerId]` and `['leads', centerServiceId, 'update-config']`:
 *   a customer's open lead with its interactions, and the comment tags Record Lead offers, so
 *   Record Lead opened earlier today can be filled in offline (a lead update is queued). The key
 *   names the centre service id the screen asked with; the copy is kept under the selected centre.
 */
export const offlineCopyKindOf = (key: readonly unknown[], centreId: number, today: CentreDay): OfflineCopyKind | undefined => {
  const [area, id, block, a] = key
  if (area === 'check-ins' && id === centreId && typeof block === 'string' && isTodayOrDefault(a, today))
    return block === 'created' ? 'booking-list' : 'check-in-list'
  if (area === 'play' && typeof id === 'number' && block === 'bookings' && a === today) return 'booking-list'
  if (area === 'profile' && typeof id === 'string' && PROFILE_BLOCKS.has(block) && (block !== 'memberships' || a === centreId)) return 'profile'
  if (area === 'centre' && id === centreId && (block === 'config' || block === 'pitch-employees') && key.length === 3) return 'centre'
  if (area === 'lead-comment-tags' && key.length === 1) return 'centre'
  if (area === 'leads' && typeof id === 'number' && block === 'history' && typeof a === 'string' && key.length === 4) return 'profile'
  if (area === 'leads' && typeof id === 'number' && block === 'update-config' && key.length === 3) return 'centre'
  return undefined
}

/** A query key as the text a copy is stored under. */
export const offlineCopyKeyText = (key: readonly unknown[]): string => JSON.stringify(key)

/** Whether a stored copy may be shown: the same staff member, the same centre, and today (the centre's day). */
export const isCopyShowable = (copy: OfflineCopy, scope: OfflineScope, today: CentreDay): boolean =>
  copy.staffId === scope.staffId && copy.centreId === scope.centreId && copy.day === today
