import fc from 'fast-check'
import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryReminderDesk, reminderOf } from '../../adapters/in-memory/reminder-desk.in-memory'
import { createMemoryStore } from '../../adapters/storage/memory-store'
import type { ReminderDesk } from '../../core/reminders/reminder-desk.port'
import { REMINDER_SETTING_KEYS } from '../../core/reminders/reminder-settings.rule'
import { watchReminders } from '../../core/reminders/watch-reminders.use-case'

/*
 * The reminder stream's timing laws (part 3 §4, §9), in virtual time on the manual clock: whatever
 * the staff member does (hide and show the tab, sign out and in, snooze), the stream never polls
 * faster than the interval, never while snoozed, hidden or signed out, and is never overdue while
 * it may poll (so it resumes as soon as the snooze ends or the tab comes back).
 */

const T0 = Date.UTC(2026, 10, 26, 4, 0)
const STEP = 1_000

type Kind = 'hide' | 'show' | 'signOut' | 'signIn' | 'snooze'
type Entry = { readonly kind: Kind | 'poll'; readonly t: number }

const flush = async (): Promise<void> => {
  for (let i = 0; i < 8; i++) await Promise.resolve()
}

const scriptArb = fc.record({
  intervalS: fc.integer({ min: 3, max: 90 }),
  snoozeS: fc.integer({ min: 3, max: 600 }),
  events: fc.array(fc.record({ afterS: fc.integer({ min: 0, max: 200 }), kind: fc.constantFrom<Kind>('hide', 'show', 'signOut', 'signIn', 'snooze') }), { maxLength: 14 }),
})

const simulate = async (s: { intervalS: number; snoozeS: number; events: { afterS: number; kind: Kind }[] }) => {
  const intervalMs = s.intervalS * 1000
  const snoozeMs = s.snoozeS * 1000
  const clock = createManualClock(T0)
  const log: Entry[] = []
  const inner = createInMemoryReminderDesk(clock, [{ reminder: reminderOf('r1', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit', 'Floor walk') }])
  const desk: ReminderDesk = { ...inner, poll: (n) => (log.push({ kind: 'poll', t: clock.now() }), inner.poll(n)) }
  const storage = createMemoryStore({ [REMINDER_SETTING_KEYS.intervalMs]: String(intervalMs), [REMINDER_SETTING_KEYS.snoozeMs]: String(snoozeMs) })
  const visible = new BehaviorSubject(true)
  const signedIn = new BehaviorSubject(true)
  const snoozes = new Subject<void>()
  const sub = watchReminders({ reminders: desk, clock, storage })({ visible, signedIn, snoozes }).subscribe()
  // The model: what the stream may do at each step's end.
  let lastPoll: number | undefined
  let snoozedUntil = -Infinity
  const overdueWhileFree: number[] = []
  const check = () => {
    for (const e of log) if (e.kind === 'poll') lastPoll = e.t
    const free = visible.value && signedIn.value && clock.now() >= snoozedUntil
    const due = Math.max(lastPoll === undefined ? -Infinity : lastPoll + intervalMs, snoozedUntil)
    if (free && clock.now() >= due) overdueWhileFree.push(clock.now())
  }
  await flush()
  check()
  const wait = async (seconds: number) => {
    for (let i = 0; i < seconds; i++) {
      clock.advance(STEP)
      await flush()
      check()
    }
  }
  for (const e of s.events) {
    await wait(e.afterS)
    log.push({ kind: e.kind, t: clock.now() })
    if (e.kind === 'hide') visible.next(false)
    if (e.kind === 'show') visible.next(true)
    if (e.kind === 'signOut') signedIn.next(false)
    if (e.kind === 'signIn') signedIn.next(true)
    if (e.kind === 'snooze') {
      snoozedUntil = clock.now() + snoozeMs
      snoozes.next()
    }
    await flush()
    check()
  }
  // Afterwards the staff member is back and waits out any snooze and one more interval.
  log.push({ kind: 'show', t: clock.now() }, { kind: 'signIn', t: clock.now() })
  visible.next(true)
  signedIn.next(true)
  await flush()
  check()
  await wait(s.snoozeS + s.intervalS + 2)
  sub.unsubscribe()
  return { log, intervalMs, snoozeMs, overdueWhileFree, end: clock.now() }
}

describe('reminder stream timing laws (virtual time)', () => {
  it('never polls faster than the interval, whatever the staff member does', async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (s) => {
        const { log, intervalMs } = await simulate(s)
        const polls = log.filter((e) => e.kind === 'poll').map((e) => e.t)
        for (let i = 1; i < polls.length; i++) expect(polls[i]! - polls[i - 1]!).toBeGreaterThanOrEqual(intervalMs)
      }),
      { numRuns: 40 },
    )
  })

  it('polls nothing while snoozed, hidden or signed out', async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (s) => {
        const { log, snoozeMs } = await simulate(s)
        let visible = true
        let signedIn = true
        let snoozedUntil = -Infinity
        for (const e of log) {
          if (e.kind === 'hide') visible = false
          if (e.kind === 'show') visible = true
          if (e.kind === 'signOut') signedIn = false
          if (e.kind === 'signIn') signedIn = true
          if (e.kind === 'snooze') snoozedUntil = e.t + snoozeMs
          if (e.kind === 'poll') {
            expect(visible && signedIn).toBe(true)
            expect(e.t).toBeGreaterThanOrEqual(snoozedUntil)
          }
        }
      }),
      { numRuns: 40 },
    )
  })

  it('resumes: never overdue while it may poll, and polls again once the snooze and the interval are over', async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (s) => {
        const { log, intervalMs, snoozeMs, overdueWhileFree, end } = await simulate(s)
        expect(overdueWhileFree).toEqual([])
        const lastPoll = Math.max(...log.filter((e) => e.kind === 'poll').map((e) => e.t))
        expect(end - lastPoll).toBeLessThan(intervalMs)
        expect(log.some((e) => e.kind === 'poll' && e.t >= Math.max(...log.filter((x) => x.kind === 'snooze').map((x) => x.t + snoozeMs), -Infinity))).toBe(true)
      }),
      { numRuns: 40 },
    )
  })
})
