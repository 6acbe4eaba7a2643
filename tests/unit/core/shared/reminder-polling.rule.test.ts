import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../../core/shared/brands'
import { reminderPollDue, reminderPolled, reminderTiming, snoozeReminders } from '../../../../core/shared/reminder-polling.rule'

const t0 = epochMs(1_800_000_000_000)

describe('Reminder polling (part 1 §9, part 3 §4, §9)', () => {
  it('polls every 60000 ms and snoozes 900000 ms by default', () => {
    expect(reminderTiming()).toEqual({ intervalMs: 60_000, snoozeMs: 900_000 })
  })
  it('both can be overridden by stored settings', () => {
    expect(reminderTiming({ intervalMs: 30_000, snoozeMs: '600000' })).toEqual({ intervalMs: 30_000, snoozeMs: 600_000 })
    expect(reminderTiming({ intervalMs: -5, snoozeMs: 'soon' })).toEqual({ intervalMs: 60_000, snoozeMs: 900_000 })
  })
  it('polls at once, then once per interval', () => {
    const t = reminderTiming()
    expect(reminderPollDue({}, t0, t)).toBe(true)
    const s = reminderPolled({}, t0)
    expect(reminderPollDue(s, epochMs(t0 + 59_999), t)).toBe(false)
    expect(reminderPollDue(s, epochMs(t0 + 60_000), t)).toBe(true)
  })
  it('is snoozed globally for a set time, after which polling resumes', () => {
    const t = reminderTiming()
    const s = snoozeReminders(reminderPolled({}, t0), t0, t)
    expect(reminderPollDue(s, epochMs(t0 + 899_999), t)).toBe(false)
    expect(reminderPollDue(s, epochMs(t0 + 900_000), t)).toBe(true)
    expect(reminderPolled(s, epochMs(t0 + 900_000))).toEqual({ lastPolledAt: t0 + 900_000 })
  })
})
