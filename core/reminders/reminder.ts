import type { EpochMs } from '../shared/brands'
import type { REMINDER_ACTION_TYPES } from '../shared/constants'

/** CALL_LEAD, SNOOZE or HABIT_COMPLETION_ACKNOWLEDGE (part 3 §3). */
export type ReminderActionType = (typeof REMINDER_ACTION_TYPES)[number]

/** What a staff member can do about a reminder; it names the notification and the action to acknowledge. */
export type ReminderAction = {
  readonly type: ReminderActionType
  readonly title: string
  readonly notificationId: string
  readonly notificationAction: string
  readonly taskInstanceId?: string
  readonly userId?: string
}

/** A reminder addressed to the signed-in staff member (part 3 §3). */
export type Reminder = {
  readonly entityId: string
  readonly notificationId: string
  readonly title: string
  readonly subtitle: string
  readonly expandView: { readonly title: string; readonly description: string; readonly subscript: string }
  readonly actions: readonly ReminderAction[]
  readonly headerAction?: ReminderAction
}

/** One poll's answer: the reminders due and the actions on all of them (the global snooze). */
export type ReminderBatch = { readonly reminders: readonly Reminder[]; readonly actions: readonly ReminderAction[] }

/** The acknowledgement of an action (notificationAction, notificationId, payload). */
export type ReminderAcknowledgement = {
  readonly notificationAction: string
  readonly notificationId: string
  readonly payload?: Readonly<Record<string, unknown>>
}

/** What the reminder stream shows: the reminders due, a global snooze, or nothing while paused. */
export type ReminderFeed =
  | { readonly status: 'showing'; readonly reminders: readonly Reminder[]; readonly actions: readonly ReminderAction[]; readonly failure?: string }
  | { readonly status: 'snoozed'; readonly until: EpochMs }
  /** The tab is hidden or the staff member signed out: no polling. */
  | { readonly status: 'paused' }
