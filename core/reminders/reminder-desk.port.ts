import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ReminderAcknowledgement, ReminderBatch } from './reminder'

/** The signed-in staff member's reminders: polled, and acknowledged one action at a time. */
export interface ReminderDesk {
  /** The reminders due now; `pollingCount` counts this tab's polls (1 for the first). */
  poll(pollingCount: number): TaskEither<GatewayError, ReminderBatch>
  /** Acknowledges an action ('ALL' as the notification id with SNOOZE snoozes every reminder). */
  acknowledge(a: ReminderAcknowledgement): TaskEither<GatewayError, ReminderAcknowledgement>
}
