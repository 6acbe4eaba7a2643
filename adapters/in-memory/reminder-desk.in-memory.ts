import * as E from 'fp-ts/Either'
import type { Reminder, ReminderAction } from '../../core/reminders/reminder'
import type { ReminderDesk } from '../../core/reminders/reminder-desk.port'
import type { Clock } from '../../core/shared/clock.port'
import { MINUTE_MS, REMINDER_SNOOZE_MS } from '../../core/shared/constants'
import { notFound, rejected } from '../../core/shared/errors'
import { REMINDER_NOT_FOUND } from '../../core/shared/messages'
import { run } from './run'

/** A reminder held by the in-memory desk: due from `dueAt` (absent: now). */
export type HeldReminder = { readonly reminder: Reminder; readonly dueAt?: number }

type Entry = { readonly reminder: Reminder; heldUntil: number; acknowledged: boolean }

/** The global snooze offered beside the reminders, as the sandbox words it. */
export const SNOOZE_ALL: ReminderAction = {
  type: 'SNOOZE',
  title: `Snooze for ${REMINDER_SNOOZE_MS / MINUTE_MS} minutes`,
  notificationId: 'ALL',
  notificationAction: 'SNOOZE',
}

/**
 * The signed-in staff member's reminders in memory, with the sandbox's rules: a poll answers the
 * reminders due and not acknowledged or snoozed; SNOOZE holds one reminder (or, with 'ALL', every
 * one) for the payload's snoozeMs (15 minutes by default); any other action it offers acknowledges it.
 */
export const createInMemoryReminderDesk = (clock: Clock, held: readonly HeldReminder[]): ReminderDesk & { readonly polls: number[] } => {
  const entries = held.map((h): Entry => ({ reminder: h.reminder, heldUntil: h.dueAt ?? -Infinity, acknowledged: false }))
  const polls: number[] = []
  return {
    polls,
    poll: () =>
      run(() => {
        const now = clock.now()
        polls.push(now)
        const due = entries.filter((e) => !e.acknowledged && e.heldUntil <= now).map((e) => e.reminder)
        return E.right({ reminders: [...due].sort((a, b) => a.notificationId.localeCompare(b.notificationId)), actions: [SNOOZE_ALL] })
      }),
    acknowledge: (a) =>
      run(() => {
        const now = clock.now()
        const p = a.payload?.snoozeMs
        const snoozeMs = typeof p === 'number' && p > 0 ? p : REMINDER_SNOOZE_MS
        if (a.notificationId === 'ALL') {
          if (a.notificationAction !== 'SNOOZE') return E.left(rejected(`Unknown action for every reminder: ${a.notificationAction}`))
          for (const e of entries) if (!e.acknowledged) e.heldUntil = now + snoozeMs
        } else {
          const e = entries.find((x) => x.reminder.notificationId === a.notificationId)
          if (e === undefined) return E.left(notFound(REMINDER_NOT_FOUND))
          if (!e.reminder.actions.some((x) => x.notificationAction === a.notificationAction))
            return E.left(rejected(`Unknown action for this reminder: ${a.notificationAction}`))
          if (a.notificationAction === 'SNOOZE') e.heldUntil = now + snoozeMs
          else e.acknowledged = true
        }
        return E.right({ notificationAction: a.notificationAction, notificationId: a.notificationId })
      }),
  }
}

/** A reminder of the sandbox's shape: its own action, then SNOOZE. */
export const reminderOf = (
  id: string,
  type: 'CALL_LEAD' | 'HABIT_COMPLETION_ACKNOWLEDGE',
  title: string,
  subtitle: string,
  who: { readonly userId?: string; readonly taskInstanceId?: string } = {},
): Reminder => {
  const action: ReminderAction = { type, title: type === 'CALL_LEAD' ? 'Call now' : 'Done', notificationId: id, notificationAction: type, ...who }
  return {
    entityId: who.userId ?? id,
    notificationId: id,
    title,
    subtitle,
    expandView: { title, description: subtitle, subscript: 'Today' },
    actions: [action, { type: 'SNOOZE', title: 'Snooze', notificationId: id, notificationAction: 'SNOOZE', ...who }],
    headerAction: action,
  }
}
