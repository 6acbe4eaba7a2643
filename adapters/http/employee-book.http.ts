import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { AppliedShiftPatternWire, SHIFT_PATTERN_PATHS, ShiftPatternWire, ShiftPatternsWire } from './contract/shift-patterns.codecs'
import { ROSTER_SLOT_PATHS, RosterSlotsWire, SlotBookingWire } from './contract/roster-slots.codecs'
import type { AttendanceRow, FitnessEmployee, RosterShift } from '../../core/employee/employee'
import type { EmployeeBook } from '../../core/employee/employee-book.port'
import { epochMs } from '../../core/shared/brands'
import {
  AttendanceWire,
  EMPLOYEE_PATHS,
  EmployeePageWire,
  EmployeeWire,
  PtLevelsWire,
  RosterWire,
  ShiftWire,
  SpecialisationsWire,
  AttendanceRowWire,
} from './contract/employee.codecs'
import { pathWith } from './contract/paths'
import type { HttpClient } from './http-client'

const orUndefined = <A>(v: A | null | undefined): A | undefined => (v === null ? undefined : v)

export const employeeOf = (w: EmployeeWire): FitnessEmployee => ({
  agentId: w.agentId,
  name: w.name,
  email: w.email,
  phone: w.phone,
  primaryRole: w.primaryRole,
  roles: w.roles,
  status: w.status,
  photoUrl: orUndefined(w.photoUrl),
  ptLevelCode: orUndefined(w.ptLevelCode),
  specialisations: w.specialisations,
  workoutFamilies: w.workoutFamilies,
  centres: w.centres,
  empId: orUndefined(w.empId),
  cultEmployeeId: orUndefined(w.cultEmployeeId),
})

export const attendanceRowOf = (w: AttendanceRowWire): AttendanceRow => ({
  agentId: w.agentId,
  name: w.name,
  primaryRole: w.primaryRole,
  shift: { ...w.shift, startTime: epochMs(w.shift.startTime), endTime: epochMs(w.shift.endTime) },
  status: w.status,
  markedAt: w.markedAt === null || w.markedAt === undefined ? undefined : epochMs(w.markedAt),
  manual: orUndefined(w.manual),
})

const shiftOf = ({ leaveRequestId, ...w }: ShiftWire & { readonly leaveRequestId?: string | null }): RosterShift => ({
  ...w,
  startTime: epochMs(w.startTime),
  endTime: epochMs(w.endTime),
  ...(leaveRequestId === null || leaveRequestId === undefined ? {} : { leaveRequestId }),
})

/** The employee calls over HTTP (fitness resource profiles, roster creation and attendance). */
export const createHttpEmployeeBook = (http: HttpClient): EmployeeBook => ({
  page: (centerServiceId, pageNo, pageSize) =>
    pipe(
      http.send({ path: EMPLOYEE_PATHS.employeesPage, params: { centerServiceId, pageNo, pageSize } }, EmployeePageWire),
      TE.map((w) => ({ content: w.content.map(employeeOf), totalPages: w.totalPages })),
    ),
  profile: (agentId) => pipe(http.send({ path: pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId }) }, EmployeeWire), TE.map(employeeOf)),
  ptLevels: (group) => pipe(http.send({ path: EMPLOYEE_PATHS.ptLevels, params: { groupType: group } }, PtLevelsWire), TE.map((w) => w.levels)),
  specialisations: (role) =>
    pipe(http.send({ path: EMPLOYEE_PATHS.specialisations, params: { role } }, SpecialisationsWire), TE.map((w) => w.specialisations)),
  update: (agentId, u) =>
    pipe(
      http.send(
        {
          path: pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId }),
          method: 'PUT',
          data: { specialisations: [...u.specialisations], ...(u.ptLevelCode === undefined ? {} : { ptLevelCode: u.ptLevelCode }), ...(u.status === undefined ? {} : { status: u.status }) },
        },
        EmployeeWire,
      ),
      TE.map(employeeOf),
    ),
  create: (e) =>
    pipe(
      http.send(
        {
          path: EMPLOYEE_PATHS.createEmployee,
          data: {
            name: e.name,
            email: e.email,
            phone: e.phone,
            primaryRole: e.primaryRole,
            centerServiceId: e.centerServiceId,
            ...(e.ptLevelCode === undefined ? {} : { ptLevelCode: e.ptLevelCode }),
          },
        },
        EmployeeWire,
      ),
      TE.map(employeeOf),
    ),
  attendance: (centerServiceId, day) =>
    pipe(http.send({ path: EMPLOYEE_PATHS.attendance, params: { centerServiceId, day } }, AttendanceWire), TE.map((w) => w.rows.map(attendanceRowOf))),
  markAttendance: (m) =>
    pipe(
      http.send({ path: EMPLOYEE_PATHS.manualAttendance, data: { agentId: m.agentId, centerServiceId: m.centerServiceId, day: m.day, reason: m.reason, ...(m.note === undefined ? {} : { note: m.note }) } }, AttendanceRowWire),
      TE.map(attendanceRowOf),
    ),
  roster: (centerServiceId, weekStart) =>
    pipe(http.send({ path: EMPLOYEE_PATHS.shifts, params: { centerServiceId, weekStart } }, RosterWire), TE.map((w) => w.shifts.map(shiftOf))),
  addShift: (n) =>
    pipe(
      http.send({ path: EMPLOYEE_PATHS.shifts, data: { agentId: n.agentId, centerServiceId: n.centerServiceId, kind: n.kind, startTime: n.startTime, endTime: n.endTime } }, ShiftWire),
      TE.map(shiftOf),
    ),
  slots: (centerServiceId, agentId, day) =>
    pipe(
      http.send({ path: ROSTER_SLOT_PATHS.slots, params: { centerServiceId, agentId, day } }, RosterSlotsWire),
      TE.map((w) => w.slots.map((s) => ({ startTime: epochMs(s.startTime), endTime: epochMs(s.endTime), status: s.status }))),
    ),
  bookSlot: (b) =>
    pipe(http.send({ path: ROSTER_SLOT_PATHS.slotBookings, data: { agentId: b.agentId, centerServiceId: b.centerServiceId, startTime: b.startTime } }, SlotBookingWire), TE.map(shiftOf)),
  shiftPatterns: (centerServiceId) =>
    pipe(
      http.send({ path: SHIFT_PATTERN_PATHS.patterns, params: { centerServiceId } }, ShiftPatternsWire),
      TE.map((w) => w.patterns),
    ),
  applyShiftPattern: (a) =>
    pipe(
      http.send({ path: SHIFT_PATTERN_PATHS.apply, data: { patternId: a.patternId, agentId: a.agentId, centerServiceId: a.centerServiceId, weekStart: a.weekStart } }, AppliedShiftPatternWire),
      TE.map((w) => w.shifts.map(shiftOf)),
    ),
  createShiftPattern: (p) => http.send({ path: SHIFT_PATTERN_PATHS.patterns, data: { centerServiceId: p.centerServiceId, name: p.name, days: p.days } }, ShiftPatternWire),
})
