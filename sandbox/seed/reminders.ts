import type { Db } from '../db/database'
import type { InboxMessageWire } from '../../adapters/http/contract/inbox.codecs'
import type { ReminderActionWire, ReminderWire } from '../../adapters/http/contract/task.codecs'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import { centreClockTime } from '../../core/check-in/check-in-card-time.rule'
import { DEMO } from './profile'

/**
 * Tables the reminders and inbox seed fills besides `reminders`, which belongs to the profile
 * seed and is cleared there.
 */
export const REMINDERS_TABLES = ['inbox_messages'] as const

type Due = { readonly id: string; readonly type: 'CALL_LEAD' | 'HABIT_COMPLETION_ACKNOWLEDGE'; readonly title: string; readonly description: string; readonly dueIn: number; readonly userId?: string; readonly taskInstanceId?: string }

/** The reminders of the two personas this area's journeys and contract suite work on. */
const dueReminders = (): readonly (Due & { readonly staffId: string })[] => {
  const sameer = `${DEMO.activeUnder30.first} ${DEMO.activeUnder30.last}`
  const lakshmi = `${DEMO.activeOver30.first} ${DEMO.activeOver30.last}`
  const prakash = `${DEMO.activePt.first} ${DEMO.activePt.last}`
  return [
    // internal-cm (e2e): two due now, two due later in the day.
    { staffId: 'staff-internal-cm', id: 'rmd-icm-call', type: 'CALL_LEAD', title: `Call back: ${sameer}`, description: 'Asked for a call about renewing before the pack ends', dueIn: 0, userId: DEMO.activeUnder30.id, taskInstanceId: 'ti-9102' },
    { staffId: 'staff-internal-cm', id: 'rmd-icm-habit', type: 'HABIT_COMPLETION_ACKNOWLEDGE', title: 'Daily habit: floor walk', description: 'Walk the floor and greet every member in the gym area', dueIn: 0 },
    { staffId: 'staff-internal-cm', id: 'rmd-icm-later-call', type: 'CALL_LEAD', title: `Call back: ${lakshmi}`, description: 'Interested in personal training, wants evening slots', dueIn: 2 * HOUR_MS, userId: DEMO.activeOver30.id, taskInstanceId: 'ti-9101' },
    { staffId: 'staff-internal-cm', id: 'rmd-icm-later-habit', type: 'HABIT_COMPLETION_ACKNOWLEDGE', title: 'Daily habit: closing checklist', description: 'Check the lockers and the equipment log before closing', dueIn: 5 * HOUR_MS },
    // trainer (contract suite): several due now, one later.
    { staffId: 'staff-trainer', id: 'rmd-tr-call-1', type: 'CALL_LEAD', title: `Call back: ${prakash}`, description: 'PT session feedback', dueIn: 0, userId: DEMO.activePt.id, taskInstanceId: 'ti-9201' },
    { staffId: 'staff-trainer', id: 'rmd-tr-call-2', type: 'CALL_LEAD', title: `Call back: ${lakshmi}`, description: 'Wants a PT trial', dueIn: 0, userId: DEMO.activeOver30.id, taskInstanceId: 'ti-9202' },
    { staffId: 'staff-trainer', id: 'rmd-tr-habit-1', type: 'HABIT_COMPLETION_ACKNOWLEDGE', title: 'Daily habit: equipment check', description: 'Check the cable machines before the morning batch', dueIn: 0 },
    { staffId: 'staff-trainer', id: 'rmd-tr-habit-2', type: 'HABIT_COMPLETION_ACKNOWLEDGE', title: 'Daily habit: log sessions', description: 'Log every PT session taken today', dueIn: 0 },
    { staffId: 'staff-trainer', id: 'rmd-tr-later', type: 'HABIT_COMPLETION_ACKNOWLEDGE', title: 'Daily habit: stretch class', description: 'Lead the evening stretch', dueIn: 3 * HOUR_MS },
  ]
}

const reminderWire = (r: Due, dueAt: number): ReminderWire => {
  const own: ReminderActionWire = {
    type: r.type,
    title: r.type === 'CALL_LEAD' ? 'Call now' : 'Done',
    notificationId: r.id,
    notificationAction: r.type,
    taskInstanceId: r.taskInstanceId ?? null,
    userId: r.userId ?? null,
  }
  return {
    entityId: r.userId ?? r.id,
    notificationId: r.id,
    title: r.title,
    subtitle: r.type === 'CALL_LEAD' ? 'Lead follow-up' : 'Habit',
    expandView: { title: r.title, description: r.description, subscript: `Due ${centreClockTime(epochMs(dueAt))}` },
    actions: [own, { type: 'SNOOZE', title: 'Snooze', notificationId: r.id, notificationAction: 'SNOOZE', taskInstanceId: own.taskInstanceId, userId: own.userId }],
    headerAction: own,
  }
}

type Message = { readonly id: string; readonly staffId: string; readonly title: string; readonly body: string; readonly sender: string; readonly ago: number; readonly read: boolean }

const MESSAGES: readonly Message[] = [
  { id: 'msg-icm-1', staffId: 'staff-internal-cm', title: 'New PT pricing from Monday', body: 'PT packs at HSR Cult and Bellandur Hybrid move to the new price list from Monday. Offers already granted stay valid for 7 days.', sender: 'Asha Rao', ago: 20 * MINUTE_MS, read: false },
  { id: 'msg-icm-2', staffId: 'staff-internal-cm', title: 'Leads to call today', body: 'Three hot leads at HSR Cult have follow-ups due today. Please call them before 6 PM.', sender: 'Centre operations', ago: 3 * HOUR_MS, read: false },
  { id: 'msg-icm-3', staffId: 'staff-internal-cm', title: 'Group class schedule updated', body: 'The Saturday HRX class moves to 8 AM. Members booked for 7 AM have been told.', sender: 'Centre operations', ago: DAY_MS + 2 * HOUR_MS, read: false },
  { id: 'msg-icm-4', staffId: 'staff-internal-cm', title: 'Monthly targets uploaded', body: 'This month’s targets for your centres are in Target Upload. Check them and tell me if anything looks off.', sender: 'Asha Rao', ago: 2 * DAY_MS, read: true },
  { id: 'msg-icm-5', staffId: 'staff-internal-cm', title: 'Welcome to the portal', body: 'Your reminders appear at the top of every screen. Snooze them when you are with a member.', sender: 'Centre operations', ago: 6 * DAY_MS, read: true },
  { id: 'msg-own-1', staffId: 'staff-owner', title: 'Quarterly review', body: 'The quarterly centre review is on Friday at 11 AM.', sender: 'Centre operations', ago: HOUR_MS, read: false },
  { id: 'msg-own-2', staffId: 'staff-owner', title: 'Card machine service', body: 'The card machine at Koramangala Gym is serviced on Thursday morning.', sender: 'Centre operations', ago: 5 * HOUR_MS, read: false },
  { id: 'msg-own-3', staffId: 'staff-owner', title: 'New centre manager', body: 'Welcome the new centre manager at Indiranagar.', sender: 'Centre operations', ago: 3 * DAY_MS, read: true },
]

/**
 * Reminders due now and later (relative to `now`, so they hold at any hour: a reminder due later
 * is held like a snoozed one until its time) for the internal-cm and trainer personas, and inbox
 * messages, read and unread, for the internal-cm and owner personas.
 */
export const seedReminders = (db: Db, now: number): void => {
  const insReminder = db.prepare('INSERT INTO reminders (notification_id, staff_id, data, snoozed_until) VALUES (?, ?, ?, ?)')
  for (const r of dueReminders()) {
    const dueAt = now + r.dueIn
    insReminder.run(r.id, r.staffId, JSON.stringify(reminderWire(r, dueAt)), r.dueIn > 0 ? dueAt : null)
  }
  const insMessage = db.prepare('INSERT INTO inbox_messages (id, staff_id, sent_at, read_at, data) VALUES (?, ?, ?, ?, ?)')
  for (const m of MESSAGES) {
    const sentAt = now - m.ago
    const data: Omit<InboxMessageWire, 'read'> = { id: m.id, title: m.title, body: m.body, sender: m.sender, sentAt }
    insMessage.run(m.id, m.staffId, sentAt, m.read ? sentAt + MINUTE_MS : null, JSON.stringify(data))
  }
}
