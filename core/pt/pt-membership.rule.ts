import type { EpochMs } from '../shared/brands'
import { DAY_MS, PT_MEMBERSHIP_EDIT_DAYS_AFTER_END } from '../shared/constants'

type Span = { readonly start: EpochMs; readonly end: EpochMs }

/** A PT membership is current when now lies between start and end (both included). */
export const isPtMembershipCurrent = (m: Span, now: EpochMs): boolean => now >= m.start && now <= m.end

/** Update actions show only if the end date is no more than 180 days in the past. */
export const canEditPtMembership = (m: Pick<Span, 'end'>, now: EpochMs): boolean =>
  now - m.end <= PT_MEMBERSHIP_EDIT_DAYS_AFTER_END * DAY_MS
