import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { REMINDER_POLL_MS, REMINDER_SNOOZE_MS } from '../../core/shared/constants'
import { loadingInterval } from '../../core/shared/loading-interval.rule'
import { reminderPollDue, reminderPolled, reminderTiming, snoozeReminders, type ReminderPollState } from '../../core/shared/reminder-polling.rule'

const T0 = 1_800_000_000_000
const timingArb = fc.record({ intervalMs: fc.option(fc.oneof(fc.integer({ min: -10, max: 600_000 }), fc.string()), { nil: undefined }), snoozeMs: fc.option(fc.oneof(fc.integer({ min: -10, max: 3_600_000 }), fc.string()), { nil: undefined }) }).map(reminderTiming)

/** A run of the poller: at each instant, either a snooze or a poll attempt (polling when due). */
const eventArb = fc.tuple(fc.integer({ min: 1, max: 400_000 }), fc.boolean())

describe('reminder polling laws', () => {
  it('stored settings override the defaults only with positive whole milliseconds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (i, s) => {
        const t = reminderTiming({ intervalMs: i, snoozeMs: s })
        expect(Number.isSafeInteger(t.intervalMs) && t.intervalMs > 0).toBe(true)
        expect(Number.isSafeInteger(t.snoozeMs) && t.snoozeMs > 0).toBe(true)
        if (!(typeof i === 'number' && Number.isSafeInteger(i) && i > 0) && typeof i !== 'string') expect(t.intervalMs).toBe(REMINDER_POLL_MS)
        if (!(typeof s === 'number' && Number.isSafeInteger(s) && s > 0) && typeof s !== 'string') expect(t.snoozeMs).toBe(REMINDER_SNOOZE_MS)
      }),
    )
  })
  it('never polls while snoozed, never twice within one interval, and resumes once the snooze is over', () => {
    fc.assert(
      fc.property(timingArb, fc.array(eventArb, { maxLength: 40 }), (t, events) => {
        let s: ReminderPollState = {}
        let now = T0
        let lastPoll: number | undefined
        let snoozedUntil = -Infinity
        for (const [gap, snooze] of events) {
          now += gap
          if (snooze) {
            s = snoozeReminders(s, epochMs(now), t)
            snoozedUntil = now + t.snoozeMs
            continue
          }
          const due = reminderPollDue(s, epochMs(now), t)
          const expected = now >= snoozedUntil && (lastPoll === undefined || now - lastPoll >= t.intervalMs)
          expect(due).toBe(expected)
          if (due) {
            s = reminderPolled(s, epochMs(now))
            lastPoll = now
          }
        }
      }),
    )
  })
})

describe('loading-interval timer laws', () => {
  const stepArb = fc.integer({ min: 1, max: 10 })
  const totalArb = fc.integer({ min: 1, max: 60 })
  it('ticks never go back as time passes, and remaining time never grows', () => {
    fc.assert(
      fc.property(stepArb, totalArb, fc.nat(100_000), fc.nat(100_000), (step, total, a, b) => {
        const [x, y] = [loadingInterval(Math.min(a, b), step, total), loadingInterval(Math.max(a, b), step, total)]
        expect(y.ticks).toBeGreaterThanOrEqual(x.ticks)
        expect(y.remainingSeconds).toBeLessThanOrEqual(x.remainingSeconds)
      }),
    )
  })
  it('one tick per whole step elapsed, bounded by the total; done exactly once the total has elapsed', () => {
    fc.assert(
      fc.property(stepArb, totalArb, fc.nat(100_000), (step, total, elapsed) => {
        const r = loadingInterval(elapsed, step, total)
        const maxTicks = Math.ceil(total / step)
        expect(r.ticks).toBe(Math.min(maxTicks, Math.floor(elapsed / (step * 1000))))
        expect(r.remainingSeconds).toBeGreaterThanOrEqual(0)
        expect(r.done).toBe(elapsed >= maxTicks * step * 1000)
        expect(r.done).toBe(r.remainingSeconds === 0)
      }),
    )
  })
})
