import type { EpochMs } from './brands'
import { epochMs } from './brands'
import { REMINDER_POLL_MS, REMINDER_SNOOZE_MS } from './constants'

/** The reminder timing in force (part 1 §9, part 3 §9). */
export type ReminderTiming = { readonly intervalMs: number; readonly snoozeMs: number }

/** Stored settings as read from the key-value store; any field may be absent or wrong. */
export type StoredReminderSettings = { readonly intervalMs?: unknown; readonly snoozeMs?: unknown }

const positiveMs = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * Reminder polling every 60000 ms and snooze 900000 ms by default, each overridden by a stored
 * setting when that setting is a positive whole number of milliseconds (a number or digits).
 */
export const reminderTiming = (stored?: StoredReminderSettings): ReminderTiming => ({
  intervalMs: positiveMs(stored?.intervalMs) ?? REMINDER_POLL_MS,
  snoozeMs: positiveMs(stored?.snoozeMs) ?? REMINDER_SNOOZE_MS,
})

/** What the poller remembers: when it last polled and until when it is snoozed. */
export type ReminderPollState = { readonly lastPolledAt?: EpochMs; readonly snoozedUntil?: EpochMs }

/** Snoozing silences polling globally for the snooze time from now. */
export const snoozeReminders = (s: ReminderPollState, now: EpochMs, t: ReminderTiming): ReminderPollState => ({
  ...s,
  snoozedUntil: epochMs(now + t.snoozeMs),
})

/** The first instant the next poll may run: one interval after the last poll, and not before the snooze ends. */
export const nextReminderPollAt = (s: ReminderPollState, t: ReminderTiming): EpochMs =>
  epochMs(Math.max(s.lastPolledAt === undefined ? -Infinity : s.lastPolledAt + t.intervalMs, s.snoozedUntil ?? -Infinity))

/** Whether to poll at `now`: never while snoozed, at most once per interval, at once when nothing holds it back. */
export const reminderPollDue = (s: ReminderPollState, now: EpochMs, t: ReminderTiming): boolean => now >= nextReminderPollAt(s, t)

/** The state after a poll at `now` (the snooze, once past, is forgotten). */
export const reminderPolled = (s: ReminderPollState, now: EpochMs): ReminderPollState =>
  s.snoozedUntil !== undefined && s.snoozedUntil > now ? { lastPolledAt: now, snoozedUntil: s.snoozedUntil } : { lastPolledAt: now }
