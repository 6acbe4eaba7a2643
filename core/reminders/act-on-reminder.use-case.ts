import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { CustomerDirectory } from '../customer/customer-directory.port'
import { type EpochMs, epochMs } from '../shared/brands'
import type { Clock } from '../shared/clock.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import { CALL_BACK_PROMISED, CALL_FAILED, REMINDER_ACK_FAILED, REMINDER_DONE, REMINDER_SNOOZED, callFailedWithReason } from '../shared/messages'
import { type ActionFailed, actionFailed } from '../shared/outcome'
import type { ReminderAction } from './reminder'
import type { ReminderDesk } from './reminder-desk.port'
import { storedReminderTiming } from './reminder-settings.rule'

export type ActOnReminderDeps = {
  readonly reminders: ReminderDesk
  readonly customers: Pick<CustomerDirectory, 'callViaIvr'>
  readonly clock: Clock
  readonly storage: Pick<KeyValueStore, 'get'>
}

/** The staff member's click on an action, at the selected centre (CALL_LEAD calls from there). */
export type ActOnReminderRequest = { readonly action: ReminderAction; readonly centerId: number }

export type ReminderActed =
  | { readonly kind: 'called'; readonly message: string }
  | { readonly kind: 'acknowledged'; readonly message: string }
  | { readonly kind: 'snoozed'; readonly message: string; readonly until: EpochMs }

/** 'Reminder Acknowledgement Failed' (part 3 §8), or the call's own failure for CALL_LEAD. */
export type ActOnReminderError = ActionFailed<'ReminderAckFailed'> | ActionFailed<'CallFailed'>

/**
 * Acts on a reminder: CALL_LEAD calls the member through the IVR ('you will recieve a call') and
 * then acknowledges the reminder; HABIT_COMPLETION_ACKNOWLEDGE acknowledges it; SNOOZE
 * acknowledges with the snooze time as payload (the UI then snoozes polling globally). A refused
 * or failed acknowledgement is 'Reminder Acknowledgement Failed'.
 */
export const actOnReminder =
  (d: ActOnReminderDeps) =>
  (r: ActOnReminderRequest): TaskEither<ActOnReminderError, ReminderActed> =>
  async () => {
    const a = r.action
    if (a.type === 'CALL_LEAD') {
      if (a.userId === undefined) return E.left(actionFailed('CallFailed', CALL_FAILED))
      const call = await d.customers.callViaIvr(a.userId, r.centerId)()
      if (E.isLeft(call)) return E.left(actionFailed('CallFailed', callFailedWithReason(call.left.message), call.left))
      if (!call.right.sent) return E.left(actionFailed('CallFailed', CALL_FAILED))
    }
    const snoozeMs = storedReminderTiming(d.storage).snoozeMs
    const ack = await d.reminders.acknowledge({
      notificationAction: a.notificationAction,
      notificationId: a.notificationId,
      ...(a.type === 'SNOOZE' ? { payload: { snoozeMs } } : {}),
    })()
    if (E.isLeft(ack)) return E.left(actionFailed('ReminderAckFailed', REMINDER_ACK_FAILED, ack.left))
    if (a.type === 'CALL_LEAD') return E.right({ kind: 'called', message: CALL_BACK_PROMISED })
    if (a.type === 'SNOOZE') return E.right({ kind: 'snoozed', message: REMINDER_SNOOZED, until: epochMs(d.clock.now() + snoozeMs) })
    return E.right({ kind: 'acknowledged', message: REMINDER_DONE })
  }
