import * as E from 'fp-ts/Either'
import type { AttendanceRow, EmployeeCentre, FitnessEmployee, RosterShift } from '../../core/employee/employee'
import type { EmployeeBook } from '../../core/employee/employee-book.port'
import { attendanceStatusOf } from '../../core/employee/attendance.rule'
import { shiftRefusal } from '../../core/employee/roster.rule'
import { type ShiftPattern, patternClashDays, patternRefusal, patternShifts, rosterDayLabel } from '../../core/employee/shift-pattern.rule'
import { ROSTER_SLOT_MS, rosterSlots, slotBookingRefusal } from '../../core/employee/roster-slots.rule'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import { EMPLOYEE_ROLES, specialisationsApply } from '../../core/employee/employee-profile.rule'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import type { Clock } from '../../core/shared/clock.port'
import { notFound, rejected } from '../../core/shared/errors'
import { attendanceNoteProblem, attendanceReasonText } from '../../core/employee/attendance-other-reason.rule'
import * as M from '../../core/shared/messages'
import { PT_LEVEL_CATALOGUE, SPECIALISATIONS_BY_ROLE, levelFitsCentre } from '../http/contract/employee-catalogue'
import { run } from './run'

/** The in-process staff of some centres: employees, this week's shifts and the attendance marks. */
export type EmployeeWorld = {
  readonly clock: Clock
  /** The signed-in staff member's name (who marks attendance by hand). */
  readonly staffName: string
  readonly centres: readonly EmployeeCentre[]
  readonly employees: Map<string, FitnessEmployee>
  readonly shifts: RosterShift[]
  /** Marks by shift id: when, and the reason when marked by hand. */
  readonly marks: Map<string, { readonly at: number; readonly manual?: { readonly reason: string; readonly markedBy: string } }>
  /** The centres' shift patterns (rostering). */
  readonly patterns: ShiftPattern[]
}

export const createEmployeeWorld = (clock: Clock, centres: readonly EmployeeCentre[] = [], staffName = 'Asha Rao'): EmployeeWorld => ({
  clock,
  staffName,
  centres,
  employees: new Map(),
  shifts: [],
  marks: new Map(),
  patterns: [],
})

/** Employees over the in-process world: the reference behaviour the HTTP adapter is held to. */
export const createInMemoryEmployeeBook = (w: EmployeeWorld): EmployeeBook => {
  let next = 1
  const centreOf = (sid: number) => w.centres.find((c) => c.centerServiceId === sid)
  const rowOf = (s: RosterShift): AttendanceRow => {
    const e = w.employees.get(s.agentId)
    const mark = w.marks.get(s.shiftId)
    return {
      agentId: s.agentId,
      name: e?.name ?? s.agentId,
      primaryRole: e?.primaryRole ?? '',
      shift: s,
      status: attendanceStatusOf(s.kind, s.endTime, mark !== undefined, w.clock.now()),
      markedAt: mark === undefined ? undefined : epochMs(mark.at),
      manual: mark?.manual,
    }
  }
  return {
    page: (sid, pageNo, pageSize) =>
      run(() => {
        if (centreOf(sid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (pageSize < 1 || pageNo < 0) return E.left(rejected('pageNo must be 0 or more and pageSize at least 1'))
        const all = [...w.employees.values()].filter((e) => e.centres.some((c) => c.centerServiceId === sid)).sort((a, b) => a.name.localeCompare(b.name))
        return E.right({ content: all.slice(pageNo * pageSize, (pageNo + 1) * pageSize), totalPages: Math.max(1, Math.ceil(all.length / pageSize)) })
      }),
    profile: (agentId) =>
      run(() => {
        const e = w.employees.get(agentId)
        return e === undefined ? E.left(notFound(M.EMPLOYEE_NOT_FOUND)) : E.right(e)
      }),
    ptLevels: (group) => run(() => E.right(PT_LEVEL_CATALOGUE[group])),
    specialisations: (role) => run(() => E.right(SPECIALISATIONS_BY_ROLE[role] ?? [])),
    update: (agentId, u) =>
      run(() => {
        const e = w.employees.get(agentId)
        if (e === undefined) return E.left(notFound(M.EMPLOYEE_NOT_FOUND))
        const type = e.centres[0]?.type ?? 'GYMFIT'
        if (u.ptLevelCode !== undefined && !levelFitsCentre(u.ptLevelCode, type)) return E.left(rejected(M.PT_LEVEL_UNKNOWN))
        const offered = SPECIALISATIONS_BY_ROLE[e.primaryRole] ?? []
        if (u.specialisations.some((s) => !offered.includes(s)) || (u.specialisations.length > 0 && !specialisationsApply(e.primaryRole, type)))
          return E.left(rejected(M.SPECIALISATION_UNKNOWN))
        const updated: FitnessEmployee = { ...e, ptLevelCode: u.ptLevelCode ?? e.ptLevelCode, specialisations: [...new Set(u.specialisations)], status: u.status ?? e.status }
        w.employees.set(agentId, updated)
        return E.right(updated)
      }),
    create: (n) =>
      run(() => {
        const centre = centreOf(n.centerServiceId)
        if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (!EMPLOYEE_ROLES.includes(n.primaryRole)) return E.left(rejected(M.EMPLOYEE_ROLE_REQUIRED))
        if ([...w.employees.values()].some((e) => e.email === n.email || e.phone === n.phone)) return E.left(rejected(M.EMPLOYEE_EXISTS))
        if (n.ptLevelCode !== undefined && !levelFitsCentre(n.ptLevelCode, centre.type)) return E.left(rejected(M.PT_LEVEL_UNKNOWN))
        const e: FitnessEmployee = {
          agentId: `emp-new-${next++}`,
          name: n.name,
          email: n.email,
          phone: n.phone,
          primaryRole: n.primaryRole,
          roles: [n.primaryRole],
          status: 'ACTIVE',
          photoUrl: undefined,
          ptLevelCode: n.ptLevelCode,
          specialisations: [],
          workoutFamilies: [],
          centres: [centre],
          empId: undefined,
          cultEmployeeId: undefined,
        }
        w.employees.set(e.agentId, e)
        return E.right(e)
      }),
    attendance: (sid, day) =>
      run(() => {
        if (centreOf(sid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        return E.right(
          w.shifts
            .filter((s) => s.centerServiceId === sid && centreDayOf(s.startTime) === day)
            .sort((a, b) => a.startTime - b.startTime || a.agentId.localeCompare(b.agentId))
            .map(rowOf),
        )
      }),
    markAttendance: (m) =>
      run(() => {
        const shift = w.shifts.find((s) => s.agentId === m.agentId && s.centerServiceId === m.centerServiceId && centreDayOf(s.startTime) === m.day)
        if (shift === undefined) return E.left(notFound(M.NO_SHIFT_THAT_DAY))
        if (shift.kind === 'LEAVE') return E.left(rejected(M.ON_LEAVE_THAT_DAY))
        if (w.marks.has(shift.shiftId)) return E.left(rejected(M.ATTENDANCE_ALREADY_MARKED))
        const noteProblem = attendanceNoteProblem(m.reason, m.note)
        if (noteProblem !== undefined) return E.left(rejected(noteProblem))
        w.marks.set(shift.shiftId, { at: w.clock.now(), manual: { reason: attendanceReasonText(m.reason, m.note), markedBy: w.staffName } })
        return E.right(rowOf(shift))
      }),
    roster: (sid, weekStart) =>
      run(() => {
        if (centreOf(sid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const from = startOfCentreDay(weekStart)
        const to = startOfCentreDay(addDays(weekStart, 7))
        return E.right(
          w.shifts
            .filter((s) => s.centerServiceId === sid && s.startTime >= from && s.startTime < to)
            .sort((a, b) => a.startTime - b.startTime || a.agentId.localeCompare(b.agentId)),
        )
      }),
    addShift: (n) =>
      run(() => {
        if (centreOf(n.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const e = w.employees.get(n.agentId)
        if (e === undefined || !e.centres.some((c) => c.centerServiceId === n.centerServiceId)) return E.left(notFound(M.EMPLOYEE_NOT_FOUND))
        const why = shiftRefusal(n, w.shifts.filter((s) => s.agentId === n.agentId), (t) => centreDayOf(epochMs(t)))
        if (why !== undefined) return E.left(rejected(why))
        const shift: RosterShift = { ...n, shiftId: `sh-new-${next++}` }
        w.shifts.push(shift)
        return E.right(shift)
      }),
    slots: (sid, agentId, day) =>
      run(() => {
        if (centreOf(sid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const e = w.employees.get(agentId)
        if (e === undefined || !e.centres.some((c) => c.centerServiceId === sid)) return E.left(notFound(M.EMPLOYEE_NOT_FOUND))
        return E.right(rosterSlots(day, w.clock.now(), w.shifts.filter((s) => s.agentId === agentId)))
      }),
    bookSlot: (b) =>
      run(() => {
        if (centreOf(b.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const e = w.employees.get(b.agentId)
        if (e === undefined || !e.centres.some((c) => c.centerServiceId === b.centerServiceId)) return E.left(notFound(M.EMPLOYEE_NOT_FOUND))
        const why = slotBookingRefusal(b.startTime, centreDayOf(epochMs(b.startTime)), w.clock.now(), w.shifts.filter((s) => s.agentId === b.agentId))
        if (why === 'NOT_A_SLOT') return E.left(rejected(M.NOT_A_SLOT))
        if (why === 'TAKEN') return E.left(rejected(M.SLOT_TAKEN))
        const shift: RosterShift = {
          shiftId: `sh-new-${next++}`,
          agentId: b.agentId,
          centerServiceId: b.centerServiceId,
          kind: 'PERSONAL_TRAINING',
          startTime: epochMs(b.startTime),
          endTime: epochMs(b.startTime + ROSTER_SLOT_MS),
        }
        w.shifts.push(shift)
        return E.right(shift)
      }),
    // ---- shift patterns on the roster (rostering) ----
    shiftPatterns: (sid) =>
      run(() => (centreOf(sid) === undefined ? E.left(notFound(M.CENTRE_NOT_FOUND)) : E.right(w.patterns.filter((p) => p.centerServiceId === sid)))),
    applyShiftPattern: (a) =>
      run(() => {
        if (centreOf(a.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const pattern = w.patterns.find((p) => p.patternId === a.patternId && p.centerServiceId === a.centerServiceId)
        if (pattern === undefined) return E.left(notFound(M.SHIFT_PATTERN_NOT_FOUND))
        const e = w.employees.get(a.agentId)
        if (e === undefined || !e.centres.some((c) => c.centerServiceId === a.centerServiceId)) return E.left(notFound(M.EMPLOYEE_NOT_FOUND))
        const planned = patternShifts(pattern, a.agentId, a.weekStart)
        const clash = patternClashDays(planned, w.shifts.filter((s) => s.agentId === a.agentId))
        if (clash.length > 0) return E.left(rejected(M.shiftPatternClash(clash.map(rosterDayLabel))))
        const made: RosterShift[] = planned.map((s) => ({ ...s, shiftId: `sh-new-${next++}` }))
        w.shifts.push(...made)
        return E.right(made)
      }),
    createShiftPattern: (n) =>
      run(() => {
        if (centreOf(n.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const why = patternRefusal(n)
        if (why !== undefined) return E.left(rejected(why))
        const name = n.name.trim()
        const mine = w.patterns.filter((p) => p.centerServiceId === n.centerServiceId)
        if (mine.some((p) => p.name.toLowerCase() === name.toLowerCase())) return E.left(rejected(M.PATTERN_NAME_TAKEN))
        const p: ShiftPattern = { patternId: `SP-${n.centerServiceId}-new-${next++}`, centerServiceId: n.centerServiceId, name, days: [...n.days].sort((a, b) => a.weekday - b.weekday) }
        w.patterns.push(p)
        return E.right(p)
      }),
  }
}
