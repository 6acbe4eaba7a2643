import type { Centre } from '../centre/centre'
import type { EpochMs } from '../shared/brands'
import { FOLLOW_UP_MAX_DAYS_AHEAD, FOLLOW_UP_MIN_DAYS_AHEAD, LEAD_QUALITIES } from '../shared/constants'
import { addDays, centreDayOf } from '../shared/centre-day'
import type { LeadQuality } from './record-pitch.rule'
import type { Lead } from './lead'

/*
 * The lead-quality choices and the skip rule live here rather than in core/lead/lead.rule (which
 * uses them), so the screens' chunks need not carry the form rule (it runs in the use case).
 */

/** The qualities of the Record Lead form and of the PT modals (NOT_INTERESTED only in the PT ones). */
export const RECORD_LEAD_CHOICES: readonly LeadQuality[] = ['HOT', 'WARM', 'COLD']
export const PT_LEAD_CHOICES: readonly LeadQuality[] = LEAD_QUALITIES

/** 'Don’t add follow-up time' ('skipFollowUp') is offered, and allowed, only for COLD leads. */
export const offersSkipFollowUp = (q: LeadQuality | undefined): boolean => q === 'COLD'

/** Where a lead's next follow-up stands, in the centre's calendar. */
export type FollowUpState = 'OVERDUE' | 'TODAY' | 'UPCOMING' | 'NONE'

export const FOLLOW_UP_STATES: readonly FollowUpState[] = ['OVERDUE', 'TODAY', 'UPCOMING', 'NONE']

/**
 * A lead's follow-up state as of now: NONE without a next follow-up; OVERDUE once the follow-up
 * time has passed; TODAY when it is later today (centre day); UPCOMING after today.
 */
export const followUpState = (lead: Pick<Lead, 'nextFollowUpTime'>, now: EpochMs): FollowUpState => {
  const t = lead.nextFollowUpTime
  if (t === undefined) return 'NONE'
  if (t < now) return 'OVERDUE'
  return centreDayOf(t) === centreDayOf(now) ? 'TODAY' : 'UPCOMING'
}

/**
 * The follow-up date picker's bounds (part 3 §5, §9): from yesterday up to 45 days ahead, as
 * 'yyyy-MM-dd' centre days; exactly the dates `followUpDateAllowed` accepts.
 */
export const followUpDateBounds = (now: EpochMs): { readonly min: string; readonly max: string } => {
  const today = centreDayOf(now)
  return { min: addDays(today, FOLLOW_UP_MIN_DAYS_AHEAD), max: addDays(today, FOLLOW_UP_MAX_DAYS_AHEAD) }
}

/** The comment-tag product of a centre (tags are keyed by product): PLAY at play centres, else CULTPASS. */
export const leadProductOf = (c: Pick<Centre, 'type'>): string => (c.type === 'PLAY' ? 'PLAY' : 'CULTPASS')

/** The tags of a product, else every tag the answer holds (a product the answer does not key). */
export const commentTagsOf = (tags: Readonly<Record<string, readonly string[]>>, product: string): readonly string[] =>
  tags[product] ?? [...new Set(Object.values(tags).flat())]

/** Lead search is enabled only for non-CULT centres with a user loaded (part 3 §6). */
export const leadSearchEnabled = (c: Pick<Centre, 'type'> | undefined, userLoaded: boolean): boolean =>
  c !== undefined && c.type !== 'CULT' && userLoaded
