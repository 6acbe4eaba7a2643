import type { KeyValueStore } from '../shared/key-value-store.port'
import { type ReminderTiming, reminderTiming } from '../shared/reminder-polling.rule'

/** Where the stored settings that override the reminder timing are kept (milliseconds, digits). */
export const REMINDER_SETTING_KEYS = { intervalMs: 'reminders.pollIntervalMs', snoozeMs: 'reminders.snoozeMs' } as const

/** The timing in force: 60 s polling and a 15-minute snooze unless the store holds valid overrides. */
export const storedReminderTiming = (store: Pick<KeyValueStore, 'get'>): ReminderTiming =>
  reminderTiming({ intervalMs: store.get(REMINDER_SETTING_KEYS.intervalMs), snoozeMs: store.get(REMINDER_SETTING_KEYS.snoozeMs) })
