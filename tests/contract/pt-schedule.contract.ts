import { describe, expect, it } from 'vitest'
import type { PtSchedule } from '../../core/pt/pt-schedule.port'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS, HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

// Vera (v2) holds a one-session PT trial pack with Priya (agent-102) that no other suite books.
const V = DEMO.v2.id
const PRIYA = 'agent-102'
const dayAhead = (days: number): number => startOfCentreDay(centreDayOf(epochMs(Date.now()))) + days * DAY_MS
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every PtSchedule must do, run against the in-memory adapter and the HTTP adapter on the sandbox. */
export const ptScheduleContract = (name: string, make: () => Promise<PtSchedule>): void => {
  describe(`PtSchedule contract: ${name}`, () => {
    it('lists PT packs and play PT packs with their trainer', async () => {
      const pt = await make()
      const packs = ok(await pt.ptPacks(V)())
      expect(packs[0]).toMatchObject({ name: 'PT trial session', trainerName: 'Priya Menon', preferredTrainerId: PRIYA })
      const play = ok(await pt.playPtPacks(DEMO.playParent.id)())
      expect(play[0]?.name).toBe('Swimming coaching')
      expect(left(await pt.ptPacks('nobody')())?._tag).toBe('NotFound')
    })

    it("answers a trainer's hourly slots with the 13:00 break blocked, only for a PT trainer", async () => {
      const pt = await make()
      const day = dayAhead(8)
      const slots = ok(await pt.slots(MAIN_GYM.id, PRIYA, epochMs(day), epochMs(day + DAY_MS))())
      expect(slots).toHaveLength(16)
      expect(slots.find((s) => s.startTime === day + 13 * HOUR_MS)?.status).toBe('BLOCKED')
      expect(slots.find((s) => s.startTime === day + 9 * HOUR_MS)?.status).toBe('AVAILABLE')
      expect(left(await pt.slots(MAIN_GYM.id, 'agent-103', epochMs(day), epochMs(day + DAY_MS))())?._tag).toBe('NotFound')
      expect(left(await pt.slots(MAIN_GYM.id, PRIYA, epochMs(day), epochMs(day + 5 * DAY_MS))())?._tag).toBe('Rejected')
    })

    it("books with a ticket of the pack, reschedules, refuses to start a future session, cancels and gives the ticket back", async () => {
      const pt = await make()
      const day = dayAhead(6)
      const used = async () => ok(await pt.ptPacks(V)())[0]?.benefits[0]?.ticketsUsed
      const before = await used()
      const booked = ok(await pt.book({ userId: V, centerId: MAIN_GYM.id, trainerId: PRIYA, startTime: epochMs(day + 15 * HOUR_MS), endTime: epochMs(day + 16 * HOUR_MS) })())
      expect(booked).toMatchObject({ status: 'BOOKED', identityId: PRIYA, startTime: day + 15 * HOUR_MS })
      expect(await used()).toBe((before ?? 0) + 1)
      const slots = ok(await pt.slots(MAIN_GYM.id, PRIYA, epochMs(day), epochMs(day + DAY_MS))())
      expect(slots.find((s) => s.startTime === day + 15 * HOUR_MS)?.status).toBe('BOOKED')
      const noTicket = left(await pt.book({ userId: V, centerId: MAIN_GYM.id, trainerId: PRIYA, startTime: epochMs(day + 17 * HOUR_MS), endTime: epochMs(day + 18 * HOUR_MS) })())
      expect(noTicket).toMatchObject({ _tag: 'Rejected', message: M.NO_PT_SESSIONS_LEFT })

      const moved = ok(await pt.reschedule(booked.id, epochMs(day + 16 * HOUR_MS), epochMs(day + 17 * HOUR_MS))())
      expect(moved).toMatchObject({ status: 'BOOKED', startTime: day + 16 * HOUR_MS })
      expect(moved.id).not.toBe(booked.id)
      const sessions = ok(await pt.sessions({ userId: V, page: 0, size: 30 })())
      expect(sessions.find((s) => s.id === booked.id)?.status).toBe('CANCELLED')
      expect(sessions.find((s) => s.id === moved.id)?.status).toBe('BOOKED')
      const starts = sessions.map((s) => s.startTime)
      expect([...starts].sort((a, b) => b - a)).toEqual(starts)
      const bookedOnly = ok(await pt.sessions({ userId: V, statuses: ['BOOKED'], page: 0, size: 30 })())
      expect(bookedOnly.every((s) => s.status === 'BOOKED')).toBe(true)

      expect(left(await pt.start(moved.id)())).toMatchObject({ _tag: 'Rejected', message: M.SESSION_NOT_STARTABLE })
      expect(ok(await pt.cancel(moved.id)()).status).toBe('CANCELLED')
      expect(await used()).toBe(before)
      expect(left(await pt.cancel(moved.id)())).toMatchObject({ _tag: 'Rejected', message: M.SESSION_NOT_CHANGEABLE })
      expect(left(await pt.cancel('999999')())?._tag).toBe('NotFound')
    })

    it('refuses a session with a trainer who is not a PT trainer of the centre', async () => {
      const day = dayAhead(6)
      const r = await (await make()).book({ userId: V, centerId: MAIN_GYM.id, trainerId: 'agent-103', startTime: epochMs(day + 10 * HOUR_MS), endTime: epochMs(day + 11 * HOUR_MS) })()
      expect(left(r)).toMatchObject({ _tag: 'Rejected', message: M.TRAINER_NOT_PT })
    })
  })
}
