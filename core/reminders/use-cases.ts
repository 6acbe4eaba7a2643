import type { CorePorts } from '../ports'
import { actOnReminder } from './act-on-reminder.use-case'
import { watchReminders } from './watch-reminders.use-case'

/** The reminders use cases, bound to their ports. */
export const remindersUseCases = (p: CorePorts) => ({
  actOnReminder: actOnReminder(p),
  watchReminders: watchReminders(p),
})
