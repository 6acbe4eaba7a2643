import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** Reminders of the owner, the centre manager and the front desk. */
export const seedReminders = ({ db }: ProfileSeed): void => {
  const insReminder = db.prepare('INSERT INTO reminders (notification_id, staff_id, data) VALUES (?, ?, ?)')
  const reminder = (id: string, staffId: string, type: 'CALL_LEAD' | 'HABIT_COMPLETION_ACKNOWLEDGE', userId: string | null, taskInstanceId: string | null, title: string, subtitle: string): void => {
    const action = { type, title: type === 'CALL_LEAD' ? 'Call now' : 'Done', notificationId: id, notificationAction: type, taskInstanceId, userId }
    insReminder.run(
      id,
      staffId,
      JSON.stringify({
        entityId: userId ?? id,
        notificationId: id,
        title,
        subtitle,
        expandView: { title, description: subtitle, subscript: 'Today' },
        actions: [action, { type: 'SNOOZE', title: 'Snooze', notificationId: id, notificationAction: 'SNOOZE', taskInstanceId, userId }],
        headerAction: action,
      }),
    )
  }
  for (const staff of ['staff-owner', 'staff-cm', 'staff-frontdesk']) {
    reminder(`rem-${staff}-1`, staff, 'CALL_LEAD', DEMO.activeUnder30.id, 'ti-9002', 'Follow up: Sameer Sethi', 'Renewal due in 12 days')
    reminder(`rem-${staff}-2`, staff, 'CALL_LEAD', DEMO.activeOver30.id, 'ti-9001', 'Follow up: Lakshmi Iyengar', 'Interested in PT')
    reminder(`rem-${staff}-3`, staff, 'HABIT_COMPLETION_ACKNOWLEDGE', null, null, 'Daily habit', 'Log today’s floor walk')
  }
}
