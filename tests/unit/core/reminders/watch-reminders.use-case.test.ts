import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { createManualClock } from '../../../../adapters/clock/manual-clock'
import { createInMemoryReminderDesk, reminderOf } from '../../../../adapters/in-memory/reminder-desk.in-memory'
import { createMemoryStore } from '../../../../adapters/storage/memory-store'
import type { ReminderFeed } from '../../../../core/reminders/reminder'
import type { ReminderDesk } from '../../../../core/reminders/reminder-desk.port'
import { REMINDER_SETTING_KEYS } from '../../../../core/reminders/reminder-settings.rule'
import { watchReminders } from '../../../../core/reminders/watch-reminders.use-case'
import { unavailable } from '../../../../core/shared/errors'
import { REMINDERS_CHECK_FAILED } from '../../../../core/shared/messages'

const T0 = Date.UTC(2026, 10, 26, 4, 0)
const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve()
}

const setUp = (settings: Record<string, string> = {}, desk?: (d: ReturnType<typeof createInMemoryReminderDesk>) => ReminderDesk) => {
  const clock = createManualClock(T0)
  const inner = createInMemoryReminderDesk(clock, [
    { reminder: reminderOf('r1', 'CALL_LEAD', 'Call back: Sameer Sethi', 'Lead follow-up', { userId: '200003' }) },
    { reminder: reminderOf('r2', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit', 'Floor walk'), dueAt: T0 + 90_000 },
  ])
  const visible = new BehaviorSubject(true)
  const signedIn = new BehaviorSubject(true)
  const snoozes = new Subject<void>()
  const feeds: ReminderFeed[] = []
  const sub = watchReminders({ reminders: desk?.(inner) ?? inner, clock, storage: createMemoryStore(settings) })({ visible, signedIn, snoozes }).subscribe((f) => feeds.push(f))
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.advance(1000)
      await flush()
    }
  }
  return { clock, inner, visible, signedIn, snoozes, feeds, sub, advance, polledAt: () => inner.polls.map((t) => (t - T0) / 1000) }
}

describe('watchReminders', () => {
  it('polls at once, then every 60 seconds by default, and shows a reminder once it is due', async () => {
    const s = setUp()
    await flush()
    await s.advance(180_000)
    expect(s.polledAt()).toEqual([0, 60, 120, 180])
    const showing = s.feeds.filter((f) => f.status === 'showing')
    expect(showing[0]).toMatchObject({ reminders: [{ notificationId: 'r1' }] })
    expect(showing[2]).toMatchObject({ reminders: [{ notificationId: 'r1' }, { notificationId: 'r2' }] })
    expect(showing[0]?.status === 'showing' && showing[0].actions[0]?.notificationId).toBe('ALL')
    s.sub.unsubscribe()
  })

  it('a stored setting overrides the interval', async () => {
    const s = setUp({ [REMINDER_SETTING_KEYS.intervalMs]: '30000' })
    await flush()
    await s.advance(90_000)
    expect(s.polledAt()).toEqual([0, 30, 60, 90])
    s.sub.unsubscribe()
  })

  it('a snooze silences polling for 15 minutes, says until when, then polling resumes', async () => {
    const s = setUp()
    await flush()
    await s.advance(10_000)
    s.snoozes.next()
    await flush()
    expect(s.feeds.at(-1)).toEqual({ status: 'snoozed', until: T0 + 10_000 + 900_000 })
    await s.advance(900_000)
    expect(s.polledAt()).toEqual([0, 910])
    s.sub.unsubscribe()
  })

  it('stops while the tab is hidden or the staff member is signed out, and resumes after', async () => {
    const s = setUp()
    await flush()
    await s.advance(5_000)
    s.visible.next(false)
    await flush()
    expect(s.feeds.at(-1)).toEqual({ status: 'paused' })
    await s.advance(200_000)
    expect(s.polledAt()).toEqual([0])
    s.visible.next(true)
    await flush()
    expect(s.polledAt()).toEqual([0, 205])
    s.signedIn.next(false)
    await s.advance(120_000)
    expect(s.polledAt()).toEqual([0, 205])
    expect(s.clock.pendingTimers()).toBe(0)
    s.signedIn.next(true)
    await flush()
    expect(s.polledAt()).toEqual([0, 205, 325])
    s.sub.unsubscribe()
    expect(s.clock.pendingTimers()).toBe(0)
  })

  it('a failed poll keeps the last reminders with a note, and the polling goes on', async () => {
    let fail = false
    const s = setUp({}, (inner) => ({ ...inner, poll: (n) => (fail ? async () => E.left(unavailable('down')) : inner.poll(n)) }))
    await flush()
    fail = true
    await s.advance(60_000)
    expect(s.feeds.at(-1)).toMatchObject({ status: 'showing', reminders: [{ notificationId: 'r1' }], failure: REMINDERS_CHECK_FAILED })
    fail = false
    await s.advance(60_000)
    expect(s.feeds.at(-1)).toMatchObject({ status: 'showing', reminders: [{ notificationId: 'r1' }, { notificationId: 'r2' }] })
    expect(s.feeds.at(-1)).not.toHaveProperty('failure')
    s.sub.unsubscribe()
  })
})
