import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { ReminderBatch } from '../../core/reminders/reminder'
import type { ReminderDesk } from '../../core/reminders/reminder-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

/** The reminders seeded for the trainer persona (sandbox/seed/reminders.ts): four due now, one later. */
export const TRAINER_REMINDERS = { dueLater: 'rmd-tr-later' } as const

const ids = (b: ReminderBatch) => b.reminders.map((r) => r.notificationId)
const ownAction = (b: ReminderBatch, type: 'CALL_LEAD' | 'HABIT_COMPLETION_ACKNOWLEDGE') => {
  const r = b.reminders.find((x) => x.actions.some((a) => a.type === type))
  if (r === undefined) throw new Error(`no ${type} reminder due`)
  return { reminder: r, action: r.actions.find((a) => a.type === type)!, snooze: r.actions.find((a) => a.type === 'SNOOZE')! }
}

/** What every ReminderDesk must do (poll, acknowledge). The suite's steps run in order on one desk. */
export const reminderDeskContract = (name: string, make: () => Promise<ReminderDesk>): void => {
  describe(`ReminderDesk contract: ${name}`, () => {
    let desk: ReminderDesk
    const poll = async () => ok(await desk.poll(1)())

    it('answers the reminders due now (not the later ones), each with its own action and SNOOZE, and the global snooze', async () => {
      desk = await make()
      const b = await poll()
      expect(b.reminders.length).toBeGreaterThanOrEqual(3)
      expect(ids(b)).not.toContain(TRAINER_REMINDERS.dueLater)
      for (const r of b.reminders) {
        expect(r.actions.map((a) => a.type)).toContain('SNOOZE')
        expect(r.actions.some((a) => a.type === 'CALL_LEAD' || a.type === 'HABIT_COMPLETION_ACKNOWLEDGE')).toBe(true)
        expect(r.expandView.title).not.toBe('')
        for (const a of r.actions) expect(a.notificationId).toBe(r.notificationId)
      }
      const call = ownAction(b, 'CALL_LEAD').action
      expect(call.userId).toMatch(/^\d+$/)
      expect(b.actions).toContainEqual(expect.objectContaining({ type: 'SNOOZE', notificationId: 'ALL', notificationAction: 'SNOOZE' }))
    })

    it('acknowledging a habit reminder takes it out of the next poll', async () => {
      const { reminder, action } = ownAction(await poll(), 'HABIT_COMPLETION_ACKNOWLEDGE')
      expect(ok(await desk.acknowledge({ notificationAction: action.notificationAction, notificationId: action.notificationId })())).toMatchObject({
        notificationId: reminder.notificationId,
        notificationAction: action.notificationAction,
      })
      expect(ids(await poll())).not.toContain(reminder.notificationId)
    })

    it("snoozing one reminder holds it back and leaves the others", async () => {
      const before = await poll()
      const { reminder, snooze } = ownAction(before, 'CALL_LEAD')
      ok(await desk.acknowledge({ notificationAction: snooze.notificationAction, notificationId: snooze.notificationId, payload: { snoozeMs: 600_000 } })())
      const after = ids(await poll())
      expect(after).toEqual(ids(before).filter((id) => id !== reminder.notificationId))
    })

    it("refuses an action the reminder does not offer, and an unknown reminder is 'Reminder not found'", async () => {
      const { reminder } = ownAction(await poll(), 'HABIT_COMPLETION_ACKNOWLEDGE')
      const wrong = await desk.acknowledge({ notificationAction: 'CALL_LEAD', notificationId: reminder.notificationId })()
      expect(E.isLeft(wrong) && wrong.left._tag).toBe('Rejected')
      expect(ids(await poll())).toContain(reminder.notificationId)
      const unknown = await desk.acknowledge({ notificationAction: 'HABIT_COMPLETION_ACKNOWLEDGE', notificationId: 'rmd-nobody' })()
      expect(unknown).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound', message: M.REMINDER_NOT_FOUND })))
    })

    it("the global snooze ('ALL') holds every reminder back", async () => {
      expect((await poll()).reminders.length).toBeGreaterThan(0)
      ok(await desk.acknowledge({ notificationAction: 'SNOOZE', notificationId: 'ALL', payload: { snoozeMs: 600_000 } })())
      expect((await poll()).reminders).toEqual([])
    })
  })
}
