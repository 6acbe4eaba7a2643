import { describe, expect, it } from 'vitest'
import { MAX_CLASS_DAYS } from '../../core/classes/class-days.rule'
import type { ClassTimetable } from '../../core/classes/class-timetable.port'
import { weekOf } from '../../core/classes/class-week.rule'
import type { GroupClass } from '../../core/classes/group-class'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { CLASS_ALREADY_ATTENDED, CLASS_DAYS_BACKWARDS, CLASS_NOT_STARTED, CLASS_WAITLIST_NOT_MARKED, classDaysTooLong } from '../../core/shared/messages'

export type ClassTimetableHarness = {
  readonly timetable: ClassTimetable
  /** A CULT centre with classes today (/classes) and a gym with a class schedule this week (/class/schedule). */
  readonly cultCentreId: number
  readonly gymCentreId: number
}

const right = async <A>(te: () => Promise<{ _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

const inOrder = (cs: readonly GroupClass[]): boolean => cs.every((c, i) => i === 0 || (cs[i - 1]?.startTime ?? 0) <= c.startTime)

/** What every ClassTimetable must do: classes of the days asked, in order, and a detail that agrees with the list. */
export const classTimetableContract = (name: string, make: () => Promise<ClassTimetableHarness>): void => {
  describe(`ClassTimetable contract: ${name}`, () => {
    it("lists today's classes of the centre, earliest first, each on today with its places within capacity", async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const cs = await right(h.timetable.classes({ centreId: h.cultCentreId, from: today, to: today }))
      expect(cs.length).toBeGreaterThan(0)
      expect(inOrder(cs)).toBe(true)
      for (const c of cs) {
        expect(centreDayOf(c.startTime)).toBe(today)
        expect(c.centreId).toBe(h.cultCentreId)
        expect(c.endTime).toBeGreaterThan(c.startTime)
        expect(c.booked).toBeGreaterThanOrEqual(0)
        expect(c.booked).toBeLessThanOrEqual(c.capacity)
        expect(c.waitlisted).toBeGreaterThanOrEqual(0)
        expect(c.trainerName).not.toBe('')
      }
    })

    it('answers a class with its bookings: confirmed places as many as booked, the waitlist in order 1..n', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const cs = await right(h.timetable.classes({ centreId: h.cultCentreId, from: addDays(today, -1), to: today }))
      for (const c of cs) {
        const d = await right(h.timetable.classDetail(c.id))
        expect([d.id, d.name, d.trainerName, d.capacity, d.startTime]).toEqual([c.id, c.name, c.trainerName, c.capacity, c.startTime])
        const confirmed = d.bookings.filter((b) => b.status === 'CONFIRMED')
        const waiting = d.bookings.filter((b) => b.status === 'WAITLIST')
        expect(confirmed).toHaveLength(c.booked)
        expect(waiting).toHaveLength(c.waitlisted)
        expect(confirmed.every((b) => b.waitlistPosition === null)).toBe(true)
        expect(waiting.map((b) => b.waitlistPosition)).toEqual(waiting.map((_, i) => i + 1))
        expect(waiting.every((b) => !b.attended)).toBe(true)
        // Confirmed members are listed before the waitlist.
        expect(d.bookings.slice(0, confirmed.length).every((b) => b.status === 'CONFIRMED')).toBe(true)
      }
    })

    it("schedules the week's classes of a gym, every one inside the week", async () => {
      const h = await make()
      const week = weekOf(centreDayOf(epochMs(Date.now())))
      const from = week[0] ?? ''
      const to = week[6] ?? ''
      const cs = await right(h.timetable.schedule({ centreId: h.gymCentreId, from, to }))
      expect(cs.length).toBeGreaterThan(0)
      expect(inOrder(cs)).toBe(true)
      for (const c of cs) {
        expect(centreDayOf(c.startTime) >= from && centreDayOf(c.startTime) <= to).toBe(true)
        expect(c.centreId).toBe(h.gymCentreId)
      }
    })

    it('marks a confirmed member of a started class attended once; the detail then shows it', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const cs = await right(h.timetable.classes({ centreId: h.cultCentreId, from: addDays(today, -2), to: today }))
      const started = cs.filter((c) => c.startTime <= Date.now())
      let chosen: { classId: string; userId: string } | undefined
      for (const c of started) {
        const d = await right(h.timetable.classDetail(c.id))
        const open = d.bookings.find((b) => b.status === 'CONFIRMED' && !b.attended)
        if (open !== undefined) {
          chosen = { classId: c.id, userId: open.userId }
          break
        }
      }
      if (chosen === undefined) throw new Error('no started class with a member not marked yet')
      const marked = await right(h.timetable.markAttended(chosen))
      expect([marked.userId, marked.attended]).toEqual([chosen.userId, true])
      const after = await right(h.timetable.classDetail(chosen.classId))
      expect(after.bookings.find((b) => b.userId === chosen.userId)?.attended).toBe(true)
      const again = await h.timetable.markAttended(chosen)()
      expect(again._tag === 'Left' && [again.left._tag, again.left.message]).toEqual(['Rejected', CLASS_ALREADY_ATTENDED])
    })

    it('refuses to mark a member on the waitlist or a class that has not started', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const cs = await right(h.timetable.classes({ centreId: h.cultCentreId, from: addDays(today, -2), to: addDays(today, 2) }))
      const details = await Promise.all(cs.map((c) => right(h.timetable.classDetail(c.id))))
      const withWaitlist = details.find((d) => d.bookings.some((b) => b.status === 'WAITLIST'))
      const waiting = withWaitlist?.bookings.find((b) => b.status === 'WAITLIST')
      if (withWaitlist === undefined || waiting === undefined) throw new Error('no class with a waitlist')
      const w = await h.timetable.markAttended({ classId: withWaitlist.id, userId: waiting.userId })()
      expect(w._tag === 'Left' && [w.left._tag, w.left.message]).toEqual(['Rejected', CLASS_WAITLIST_NOT_MARKED])
      const later = details.find((d) => d.startTime > Date.now() + 60_000 && d.bookings.some((b) => b.status === 'CONFIRMED' && !b.attended))
      const member = later?.bookings.find((b) => b.status === 'CONFIRMED' && !b.attended)
      if (later === undefined || member === undefined) throw new Error('no class to come with a booking')
      const early = await h.timetable.markAttended({ classId: later.id, userId: member.userId })()
      expect(early._tag === 'Left' && [early.left._tag, early.left.message]).toEqual(['Rejected', CLASS_NOT_STARTED])
      const nobody = await h.timetable.markAttended({ classId: later.id, userId: 'not-booked-here' })()
      expect(nobody._tag === 'Left' && nobody.left._tag).toBe('NotFound')
    })

    it('refuses days that run backwards or too long, and an unknown class', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const back = await h.timetable.classes({ centreId: h.cultCentreId, from: today, to: addDays(today, -1) })()
      expect(back._tag === 'Left' && [back.left._tag, back.left.message]).toEqual(['Rejected', CLASS_DAYS_BACKWARDS])
      const long = await h.timetable.schedule({ centreId: h.gymCentreId, from: today, to: addDays(today, MAX_CLASS_DAYS) })()
      expect(long._tag === 'Left' && [long.left._tag, long.left.message]).toEqual(['Rejected', classDaysTooLong(MAX_CLASS_DAYS)])
      const none = await h.timetable.classDetail('GX-3-19700101-0600')()
      expect(none._tag === 'Left' && none.left._tag).toBe('NotFound')
    })
  })
}
