import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import type { LeadBook } from './lead-book.port'

export type LeadDeskDeps = { readonly leads: LeadBook; readonly clock: Clock }

/** The server's message when it sends one, else the spec's default (part 3 §8). */
export const serverOr = (fallback: string) => (reason: string): string => (reason.trim() === '' ? fallback : reason)

export const ptActivity = (now: EpochMs) => ({
  userActivityEventType: 'PT_PITCH' as const,
  vertical: 'PT' as const,
  activityDate: centreDayOf(now),
  activityStartTime: now,
})
