import { systemClock } from '../../adapters/clock/system-clock'
import { createInMemoryReminderDesk, reminderOf } from '../../adapters/in-memory/reminder-desk.in-memory'
import { reminderDeskContract } from './reminder-desk.contract'

reminderDeskContract('in-memory', async () =>
  createInMemoryReminderDesk(systemClock, [
    { reminder: reminderOf('rmd-tr-call-1', 'CALL_LEAD', 'Call back: Prakash Pandey', 'Lead follow-up', { userId: '200008', taskInstanceId: 'ti-9201' }) },
    { reminder: reminderOf('rmd-tr-call-2', 'CALL_LEAD', 'Call back: Lakshmi Iyengar', 'Lead follow-up', { userId: '200004', taskInstanceId: 'ti-9202' }) },
    { reminder: reminderOf('rmd-tr-habit-1', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit: equipment check', 'Habit') },
    { reminder: reminderOf('rmd-tr-habit-2', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit: log sessions', 'Habit') },
    { reminder: reminderOf('rmd-tr-later', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit: stretch class', 'Habit'), dueAt: systemClock.now() + 3 * 3_600_000 },
  ]),
)
