import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../../adapters/clock/manual-clock'
import { createInMemoryReminderDesk, reminderOf } from '../../../../adapters/in-memory/reminder-desk.in-memory'
import { createMemoryStore } from '../../../../adapters/storage/memory-store'
import { actOnReminder } from '../../../../core/reminders/act-on-reminder.use-case'
import type { ReminderDesk } from '../../../../core/reminders/reminder-desk.port'
import { REMINDER_SETTING_KEYS } from '../../../../core/reminders/reminder-settings.rule'
import { epochMs } from '../../../../core/shared/brands'
import { unavailable } from '../../../../core/shared/errors'
import { CALL_BACK_PROMISED, CALL_FAILED, REMINDER_ACK_FAILED, REMINDER_DONE } from '../../../../core/shared/messages'

const T0 = Date.UTC(2026, 10, 26, 4, 0)
const call = reminderOf('r1', 'CALL_LEAD', 'Call back: Sameer Sethi', 'Lead follow-up', { userId: '200003', taskInstanceId: 'ti-1' })
const habit = reminderOf('r2', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit', 'Floor walk')

const setUp = (o: { ivrSent?: boolean; desk?: (d: ReminderDesk) => ReminderDesk; settings?: Record<string, string> } = {}) => {
  const clock = createManualClock(T0)
  const desk = createInMemoryReminderDesk(clock, [{ reminder: call }, { reminder: habit }])
  const calls: [string, number][] = []
  const act = actOnReminder({
    reminders: o.desk?.(desk) ?? desk,
    clock,
    storage: createMemoryStore(o.settings ?? {}),
    customers: { callViaIvr: (userId, centerId) => async () => (calls.push([userId, centerId]), E.right({ sent: o.ivrSent ?? true, message: '' })) },
  })
  const due = async () => {
    const r = await desk.poll(1)()
    return E.isRight(r) ? r.right.reminders.map((x) => x.notificationId) : []
  }
  return { act, calls, due, clock }
}

describe('actOnReminder', () => {
  it('CALL_LEAD calls the member at the selected centre, then acknowledges the reminder', async () => {
    const s = setUp()
    expect(await s.act({ action: call.actions[0]!, centerId: 3 })()).toEqual(E.right({ kind: 'called', message: CALL_BACK_PROMISED }))
    expect(s.calls).toEqual([['200003', 3]])
    expect(await s.due()).toEqual(['r2'])
  })

  it('a call that is not placed keeps the reminder', async () => {
    const s = setUp({ ivrSent: false })
    expect(await s.act({ action: call.actions[0]!, centerId: 3 })()).toMatchObject(E.left({ _tag: 'CallFailed', message: CALL_FAILED }))
    expect(await s.due()).toEqual(['r1', 'r2'])
  })

  it('HABIT_COMPLETION_ACKNOWLEDGE acknowledges the reminder', async () => {
    const s = setUp()
    expect(await s.act({ action: habit.actions[0]!, centerId: 3 })()).toEqual(E.right({ kind: 'acknowledged', message: REMINDER_DONE }))
    expect(await s.due()).toEqual(['r1'])
  })

  it('SNOOZE sends the snooze time (stored setting or 15 minutes) and says until when', async () => {
    const s = setUp({ settings: { [REMINDER_SETTING_KEYS.snoozeMs]: '60000' } })
    expect(await s.act({ action: habit.actions[1]!, centerId: 3 })()).toMatchObject(E.right({ kind: 'snoozed', until: epochMs(T0 + 60_000) }))
    expect(await s.due()).toEqual(['r1'])
    s.clock.advance(60_000)
    expect(await s.due()).toEqual(['r1', 'r2'])
  })

  it("a failed acknowledgement is 'Reminder Acknowledgement Failed'", async () => {
    const s = setUp({ desk: (d) => ({ ...d, acknowledge: () => async () => E.left(unavailable('Network down')) }) })
    expect(await s.act({ action: habit.actions[0]!, centerId: 3 })()).toMatchObject(E.left({ _tag: 'ReminderAckFailed', message: REMINDER_ACK_FAILED }))
  })
})
