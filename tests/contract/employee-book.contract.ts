import { describe, expect, it } from 'vitest'
import type { EmployeeBook } from '../../core/employee/employee-book.port'
import { ptLevelOf } from '../../core/employee/employee-profile.rule'
import { leaveShiftTimes, weekOf } from '../../core/employee/roster.rule'
import { isPatternDay, patternShifts, rosterDayLabel, workingDays } from '../../core/employee/shift-pattern.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import { HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

/** What the suite needs besides the gateway: a gym and a play centre of the caller's, and today at the centre. */
export type EmployeeBookSubject = {
  readonly book: EmployeeBook
  readonly gym: { readonly centerServiceId: number; readonly type: string }
  readonly play: { readonly centerServiceId: number; readonly type: string }
  readonly today: string
}

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

let seq = 0
const fresh = () => {
  seq += 1
  const n = `${Date.now() % 100_000_000}`.padStart(8, '0').slice(-6) + String(seq % 100).padStart(2, '0')
  return { email: `new.${n}@staff.example`, phone: `6${n}0`.slice(0, 10) }
}

/** What every EmployeeBook must do (fitness employees, profile, levels, creation, attendance). */
export const employeeBookContract = (name: string, make: () => Promise<EmployeeBookSubject>): void => {
  describe(`EmployeeBook contract: ${name}`, () => {
    it('creates an employee at a centre, who is then on that centre’s pages and has a profile', async () => {
      const { book, gym } = await make()
      const f = fresh()
      const e = ok(await book.create({ name: 'Neel Kamath', email: f.email, phone: f.phone, primaryRole: 'FMS_PERSONAL_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: 'GYM_PT_LEVEL_L2' })())
      expect(e).toMatchObject({ name: 'Neel Kamath', email: f.email, phone: f.phone, primaryRole: 'FMS_PERSONAL_TRAINER', status: 'ACTIVE', ptLevelCode: 'GYM_PT_LEVEL_L2' })
      expect(e.centres.map((c) => c.centerServiceId)).toEqual([gym.centerServiceId])
      const page = ok(await book.page(gym.centerServiceId, 0, 1000)())
      expect(page.totalPages).toBe(1)
      expect(page.content.map((x) => x.agentId)).toContain(e.agentId)
      expect(ok(await book.profile(e.agentId)())).toEqual(e)
    })

    it('refuses a second employee with the same e-mail or phone, and a role it does not know', async () => {
      const { book, gym } = await make()
      const f = fresh()
      const base = { name: 'Ira Das', email: f.email, phone: f.phone, primaryRole: 'FMS_MC', centerServiceId: gym.centerServiceId, ptLevelCode: undefined }
      ok(await book.create(base)())
      expect(left(await book.create({ ...base, phone: fresh().phone })())).toMatchObject({ _tag: 'Rejected', message: M.EMPLOYEE_EXISTS })
      expect(left(await book.create({ ...base, ...fresh(), primaryRole: 'ASTRONAUT' })())?._tag).toBe('Rejected')
    })

    it('pages a centre’s employees: each page at most pageSize, every employee once across the pages', async () => {
      const { book, gym } = await make()
      const all = ok(await book.page(gym.centerServiceId, 0, 1000)()).content
      const first = ok(await book.page(gym.centerServiceId, 0, 2)())
      expect(first.totalPages).toBe(Math.ceil(all.length / 2))
      const ids: string[] = []
      for (let p = 0; p < first.totalPages; p++) {
        const page = ok(await book.page(gym.centerServiceId, p, 2)())
        expect(page.content.length).toBeLessThanOrEqual(2)
        ids.push(...page.content.map((e) => e.agentId))
      }
      expect(ids.sort()).toEqual(all.map((e) => e.agentId).sort())
    })

    it('gives a play centre’s new coach a play coaching level, never a gym one', async () => {
      const { book, play } = await make()
      const coaching = ok(await book.ptLevels('PLAY_COACHING')())[0]?.code
      const coach = ok(await book.create({ name: 'Ayaan Bhat', ...fresh(), primaryRole: 'PLAY_COACH', centerServiceId: play.centerServiceId, ptLevelCode: coaching })())
      expect(coach.ptLevelCode).toBe(coaching)
      expect(coach.centres[0]?.type).toBe(play.type)
      expect(left(await book.create({ name: 'Ayaan Bhat', ...fresh(), primaryRole: 'PLAY_COACH', centerServiceId: play.centerServiceId, ptLevelCode: 'GYM_PT_LEVEL_L1' })())).toMatchObject({
        _tag: 'Rejected',
        message: M.PT_LEVEL_UNKNOWN,
      })
    })

    it('answers NotFound for an unknown employee', async () => {
      expect(left(await (await make()).book.profile('nobody-here')())?._tag).toBe('NotFound')
    })

    it('answers PT levels per group: play coaching levels apart from gym levels, each shown by its last two characters', async () => {
      const { book } = await make()
      const gym = ok(await book.ptLevels('GYM_PT')())
      const play = ok(await book.ptLevels('PLAY_COACHING')())
      expect(gym.length).toBeGreaterThan(0)
      expect(play.length).toBeGreaterThan(0)
      expect(gym.filter((l) => play.some((p) => p.code === l.code))).toEqual([])
      expect(new Set(gym.map((l) => ptLevelOf(l.code))).size).toBe(gym.length)
    })

    it('offers specialisations by role and saves a level and specialisations on the profile', async () => {
      const { book, gym } = await make()
      const offered = ok(await book.specialisations('FMS_PERSONAL_TRAINER')())
      expect(offered.length).toBeGreaterThan(1)
      expect(ok(await book.specialisations('HOUSEKEEPING')())).toEqual([])
      const f = fresh()
      const e = ok(await book.create({ name: 'Raghav Iyer', ...f, primaryRole: 'FMS_PERSONAL_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const chosen = offered.slice(0, 2)
      const saved = ok(await book.update(e.agentId, { ptLevelCode: 'GYM_PT_LEVEL_L3', specialisations: chosen })())
      expect(saved).toMatchObject({ ptLevelCode: 'GYM_PT_LEVEL_L3', specialisations: chosen })
      expect(ok(await book.profile(e.agentId)())).toMatchObject({ ptLevelCode: 'GYM_PT_LEVEL_L3', specialisations: chosen })
      expect(left(await book.update(e.agentId, { ptLevelCode: undefined, specialisations: ['Juggling'] })())).toMatchObject({ _tag: 'Rejected', message: M.SPECIALISATION_UNKNOWN })
      expect(left(await book.update(e.agentId, { ptLevelCode: 'PLAY_COACHING_LEVEL_C1', specialisations: [] })())).toMatchObject({ _tag: 'Rejected', message: M.PT_LEVEL_UNKNOWN })
      // A person who leaves is made inactive, and active again when they return; the rest of the profile stays.
      expect(ok(await book.update(e.agentId, { ptLevelCode: undefined, specialisations: chosen, status: 'INACTIVE' })())).toMatchObject({ status: 'INACTIVE', ptLevelCode: 'GYM_PT_LEVEL_L3' })
      expect(ok(await book.profile(e.agentId)()).status).toBe('INACTIVE')
      expect(ok(await book.update(e.agentId, { ptLevelCode: undefined, specialisations: chosen })()).status).toBe('INACTIVE')
      expect(ok(await book.update(e.agentId, { ptLevelCode: undefined, specialisations: chosen, status: 'ACTIVE' })()).status).toBe('ACTIVE')
    })

    it('lists the day’s shifts with their attendance and marks one present by hand, once', async () => {
      const { book, gym, today } = await make()
      const rows = ok(await book.attendance(gym.centerServiceId, today)())
      expect(rows.length).toBeGreaterThan(0)
      const open = rows.find((r) => r.status === 'NOT_MARKED' || r.status === 'ABSENT')
      expect(open).toBeDefined()
      if (open === undefined) return
      const marked = ok(await book.markAttendance({ agentId: open.agentId, centerServiceId: gym.centerServiceId, day: today, reason: 'Tab scan not working' })())
      expect(marked).toMatchObject({ agentId: open.agentId, status: 'PRESENT', manual: { reason: 'Tab scan not working' } })
      const again = ok(await book.attendance(gym.centerServiceId, today)()).find((r) => r.shift.shiftId === open.shift.shiftId)
      expect(again).toMatchObject({ status: 'PRESENT', manual: { reason: 'Tab scan not working' } })
      expect(left(await book.markAttendance({ agentId: open.agentId, centerServiceId: gym.centerServiceId, day: today, reason: 'Others' })())).toMatchObject({
        _tag: 'Rejected',
        message: M.ATTENDANCE_ALREADY_MARKED,
      })
    })

    it('shows a leave as on leave and refuses to mark it; an employee without a shift that day is not found', async () => {
      const { book, gym, today } = await make()
      const leave = ok(await book.attendance(gym.centerServiceId, today)()).find((r) => r.shift.kind === 'LEAVE')
      expect(leave?.status).toBe('ON_LEAVE')
      if (leave === undefined) return
      expect(left(await book.markAttendance({ agentId: leave.agentId, centerServiceId: gym.centerServiceId, day: today, reason: 'Others' })())?._tag).toBe('Rejected')
      expect(left(await book.markAttendance({ agentId: 'nobody-here', centerServiceId: gym.centerServiceId, day: today, reason: 'Others' })())?._tag).toBe('NotFound')
    })

    it('puts a shift and a leave (at 5 am) on the week’s roster, refuses an overlap and a leave at another hour', async () => {
      const { book, gym, today } = await make()
      const e = ok(await book.create({ name: 'Roster Person', ...fresh(), primaryRole: 'FMS_FLOOR_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const tomorrow = addDays(today, 1)
      const start = epochMs(startOfCentreDay(tomorrow) + 7 * HOUR_MS)
      const shift = ok(await book.addShift({ agentId: e.agentId, centerServiceId: gym.centerServiceId, kind: 'FLOOR_TRAINING', startTime: start, endTime: epochMs(start + 4 * HOUR_MS) })())
      expect(shift).toMatchObject({ agentId: e.agentId, kind: 'FLOOR_TRAINING', startTime: start })
      expect(left(await book.addShift({ agentId: e.agentId, centerServiceId: gym.centerServiceId, kind: 'FLOOR_TRAINING', startTime: epochMs(start + HOUR_MS), endTime: epochMs(start + 2 * HOUR_MS) })())).toMatchObject({
        _tag: 'Rejected',
        message: M.SHIFT_OVERLAPS,
      })
      const leaveDay = addDays(today, 2)
      const leave = ok(await book.addShift({ agentId: e.agentId, centerServiceId: gym.centerServiceId, kind: 'LEAVE', ...leaveShiftTimes(leaveDay) })())
      expect(leave.startTime - startOfCentreDay(leaveDay)).toBe(18_000_000)
      expect(left(await book.addShift({ agentId: e.agentId, centerServiceId: gym.centerServiceId, kind: 'LEAVE', startTime: epochMs(startOfCentreDay(addDays(today, 3)) + 6 * HOUR_MS), endTime: epochMs(startOfCentreDay(addDays(today, 3)) + 9 * HOUR_MS) })())).toMatchObject({ _tag: 'Rejected', message: M.LEAVE_AT_FIVE })
      const weeks = [...new Set([weekOf(tomorrow)[0], weekOf(leaveDay)[0]])]
      const roster = (await Promise.all(weeks.map(async (w) => ok(await book.roster(gym.centerServiceId, w ?? today)())))).flat()
      expect(roster.filter((s) => s.agentId === e.agentId).map((s) => s.shiftId).sort()).toEqual([shift.shiftId, leave.shiftId].sort())
    })
    it('offers an agent’s slots from 49 minutes before now, books a free one onto the roster once, and refuses a taken or made-up slot', async () => {
      const { book, gym, today } = await make()
      const e = ok(await book.create({ name: 'Slot Person', ...fresh(), primaryRole: 'FMS_PERSONAL_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const now = Date.now()
      for (const s of ok(await book.slots(gym.centerServiceId, e.agentId, today)())) expect(s.startTime).toBeGreaterThanOrEqual(now - 49 * 60_000 - 60_000)
      const tomorrow = addDays(today, 1)
      const floor = epochMs(startOfCentreDay(tomorrow) + 14 * HOUR_MS)
      ok(await book.addShift({ agentId: e.agentId, centerServiceId: gym.centerServiceId, kind: 'FLOOR_TRAINING', startTime: floor, endTime: epochMs(floor + 2 * HOUR_MS) })())
      const slots = ok(await book.slots(gym.centerServiceId, e.agentId, tomorrow)())
      expect(slots).toHaveLength(19)
      expect(slots.filter((s) => s.status === 'BLOCKED').map((s) => s.startTime)).toEqual([floor, floor + HOUR_MS])
      const free = slots.find((s) => s.status === 'AVAILABLE')
      expect(free?.startTime).toBe(startOfCentreDay(tomorrow) + 4 * HOUR_MS)
      if (free === undefined) return
      const booked = ok(await book.bookSlot({ centerServiceId: gym.centerServiceId, agentId: e.agentId, startTime: free.startTime })())
      expect(booked).toMatchObject({ agentId: e.agentId, kind: 'PERSONAL_TRAINING', startTime: free.startTime, endTime: free.startTime + HOUR_MS })
      expect(ok(await book.slots(gym.centerServiceId, e.agentId, tomorrow)()).find((s) => s.startTime === free.startTime)?.status).toBe('BOOKED')
      expect(left(await book.bookSlot({ centerServiceId: gym.centerServiceId, agentId: e.agentId, startTime: free.startTime })())).toMatchObject({ _tag: 'Rejected', message: M.SLOT_TAKEN })
      expect(left(await book.bookSlot({ centerServiceId: gym.centerServiceId, agentId: e.agentId, startTime: floor })())).toMatchObject({ _tag: 'Rejected', message: M.SLOT_TAKEN })
      expect(left(await book.bookSlot({ centerServiceId: gym.centerServiceId, agentId: e.agentId, startTime: free.startTime + 60_000 })())).toMatchObject({ _tag: 'Rejected', message: M.NOT_A_SLOT })
      expect(left(await book.slots(gym.centerServiceId, 'nobody-here', tomorrow)())?._tag).toBe('NotFound')
      const roster = ok(await book.roster(gym.centerServiceId, weekOf(tomorrow)[0] ?? tomorrow)())
      expect(roster.find((s) => s.shiftId === booked.shiftId)).toMatchObject({ kind: 'PERSONAL_TRAINING', startTime: free.startTime })
    })
    // ---- shift patterns (rostering) ----
    it('lists a centre’s shift patterns and applies one to an agent’s week all or nothing: a clash names its day and writes nothing', async () => {
      const { book, gym, play, today } = await make()
      const patterns = ok(await book.shiftPatterns(gym.centerServiceId)())
      expect(patterns.length).toBeGreaterThan(0)
      for (const p of patterns) {
        expect(p.centerServiceId).toBe(gym.centerServiceId)
        expect(p.days.every(isPatternDay)).toBe(true)
      }
      const pattern = patterns.find((p) => workingDays(p).length >= 2) ?? patterns[0]
      if (pattern === undefined) return
      const weekStart = weekOf(addDays(today, 7 * 12))[0] ?? today
      const e = ok(await book.create({ name: 'Pattern Person', ...fresh(), primaryRole: 'FMS_FLOOR_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const made = ok(await book.applyShiftPattern({ patternId: pattern.patternId, agentId: e.agentId, centerServiceId: gym.centerServiceId, weekStart })())
      expect(made.map(({ shiftId: _id, ...s }) => s)).toEqual(patternShifts(pattern, e.agentId, weekStart))
      const roster = ok(await book.roster(gym.centerServiceId, weekStart)()).filter((s) => s.agentId === e.agentId)
      expect(roster.map((s) => s.shiftId).sort()).toEqual(made.map((s) => s.shiftId).sort())
      const again = left(await book.applyShiftPattern({ patternId: pattern.patternId, agentId: e.agentId, centerServiceId: gym.centerServiceId, weekStart })())
      expect(again).toMatchObject({ _tag: 'Rejected', message: M.shiftPatternClash(workingDays(pattern).map((d) => rosterDayLabel(weekOf(weekStart)[d.weekday] ?? weekStart))) })

      const other = ok(await book.create({ name: 'Leave Person', ...fresh(), primaryRole: 'FMS_FLOOR_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const second = workingDays(pattern)[1]
      const leaveDay = weekOf(weekStart)[second?.weekday ?? 0] ?? weekStart
      ok(await book.addShift({ agentId: other.agentId, centerServiceId: gym.centerServiceId, kind: 'LEAVE', ...leaveShiftTimes(leaveDay) })())
      const refused = left(await book.applyShiftPattern({ patternId: pattern.patternId, agentId: other.agentId, centerServiceId: gym.centerServiceId, weekStart })())
      expect(refused).toMatchObject({ _tag: 'Rejected', message: M.shiftPatternClash([rosterDayLabel(leaveDay)]) })
      expect(ok(await book.roster(gym.centerServiceId, weekStart)()).filter((s) => s.agentId === other.agentId).map((s) => s.kind)).toEqual(['LEAVE'])

      const playPattern = ok(await book.shiftPatterns(play.centerServiceId)())[0]
      if (playPattern === undefined) throw new Error('no shift pattern at the play centre')
      expect(left(await book.applyShiftPattern({ patternId: playPattern.patternId, agentId: other.agentId, centerServiceId: gym.centerServiceId, weekStart })())?._tag).toBe('NotFound')
      expect(left(await book.applyShiftPattern({ patternId: pattern.patternId, agentId: 'nobody-here', centerServiceId: gym.centerServiceId, weekStart })())?._tag).toBe('NotFound')
      expect(left(await book.applyShiftPattern({ patternId: 'SP-none', agentId: e.agentId, centerServiceId: gym.centerServiceId, weekStart })())?._tag).toBe('NotFound')
    })
    it('adds a shift pattern to a centre, listed and appliable there; refuses a used name, no days or a day ending before it starts', async () => {
      const { book, gym, today } = await make()
      const name = `Split shift ${fresh().phone}`
      const days = [
        { weekday: 4, startMinute: 16 * 60, endMinute: 24 * 60, kind: 'LIFE_GUARD' as const },
        { weekday: 1, startMinute: 7 * 60 + 30, endMinute: 11 * 60, kind: 'COACHING' as const },
      ]
      const made = ok(await book.createShiftPattern({ centerServiceId: gym.centerServiceId, name: `  ${name} `, days })())
      expect(made).toMatchObject({ centerServiceId: gym.centerServiceId, name, days: [days[1], days[0]] })
      expect(ok(await book.shiftPatterns(gym.centerServiceId)()).find((p) => p.patternId === made.patternId)).toEqual(made)
      expect(left(await book.createShiftPattern({ centerServiceId: gym.centerServiceId, name: name.toUpperCase(), days })())).toMatchObject({ _tag: 'Rejected', message: M.PATTERN_NAME_TAKEN })
      expect(left(await book.createShiftPattern({ centerServiceId: gym.centerServiceId, name: `${name} 2`, days: [] })())).toMatchObject({ _tag: 'Rejected', message: M.PATTERN_DAYS_REQUIRED })
      expect(left(await book.createShiftPattern({ centerServiceId: gym.centerServiceId, name: `${name} 3`, days: [{ weekday: 2, startMinute: 600, endMinute: 540, kind: 'COACHING' }] })())).toMatchObject({
        _tag: 'Rejected',
        message: M.PATTERN_DAYS_INVALID,
      })
      expect(left(await book.createShiftPattern({ centerServiceId: gym.centerServiceId, name: ' ', days })())).toMatchObject({ _tag: 'Rejected', message: M.PATTERN_NAME_REQUIRED })
      const e = ok(await book.create({ name: 'Split Person', ...fresh(), primaryRole: 'FMS_FLOOR_TRAINER', centerServiceId: gym.centerServiceId, ptLevelCode: undefined })())
      const weekStart = weekOf(addDays(today, 7 * 13))[0] ?? today
      const shifts = ok(await book.applyShiftPattern({ patternId: made.patternId, agentId: e.agentId, centerServiceId: gym.centerServiceId, weekStart })())
      expect(shifts.map(({ shiftId: _id, ...s }) => s)).toEqual(patternShifts(made, e.agentId, weekStart))
    })
  })
}
