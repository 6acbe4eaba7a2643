import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { ATTENDANCE_MARKED, EMPLOYEE_CREATED, LEAVE_ADDED, PROFILE_SAVED, SHIFT_ADDED } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import * as E from 'fp-ts/Either'
import { attendanceNoteProblem } from './attendance-other-reason.rule'
import type { AttendanceRow, EmployeeUpdate, FitnessEmployee, ManualAttendance, PtLevelOption, RosterShift } from './employee'
import type { EmployeeBook } from './employee-book.port'
import { EMPLOYEE_PAGE_SIZE, fetchesSpecialisations, ptLevelGroupOf } from './employee-profile.rule'
import { type ShiftDraft, type ShiftField, validateShift } from './shift-draft.rule'
import { weekOf } from './roster.rule'
import { addDays, centreDayOf } from '../shared/centre-day'
import { formatWeekdayShortDay } from '../shared/display-format'
import type { Clock } from '../shared/clock.port'
import { type NewEmployeeDraft, type NewEmployeeField, validateNewEmployee } from './new-employee.rule'

export type EmployeesDeps = { readonly employees: EmployeeBook }

type Unavailable = ActionFailed<'EmployeesUnavailable'>
const read = fetchAs('EmployeesUnavailable', serverSays)

/**
 * The fitness employees of a centre (part 3 §7): pages of 1000 from page 0 until totalPages,
 * joined in the server's order.
 */
export const loadEmployeeList =
  (d: EmployeesDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly FitnessEmployee[]> => {
    const from = (pageNo: number, acc: readonly FitnessEmployee[]): TaskEither<Unavailable, readonly FitnessEmployee[]> =>
      pipe(
        read(d.employees.page(centerServiceId, pageNo, EMPLOYEE_PAGE_SIZE)),
        TE.chain((p) => (pageNo + 1 < p.totalPages && p.content.length > 0 ? from(pageNo + 1, [...acc, ...p.content]) : TE.right([...acc, ...p.content]))),
      )
    return from(0, [])
  }

/** One employee's profile (role, centres, level, specialisations, workout families). */
export const loadEmployeeProfile =
  (d: EmployeesDeps) =>
  (agentId: string): TaskEither<Unavailable, FitnessEmployee> =>
    read(d.employees.profile(agentId))

/** The PT levels a trainer can hold at a centre of this type (PLAY_COACHING at PLAY centres). */
export const ptLevelOptions =
  (d: EmployeesDeps) =>
  (centreType: string): TaskEither<Unavailable, readonly PtLevelOption[]> =>
    read(d.employees.ptLevels(ptLevelGroupOf(centreType)))

/** The specialisations offered for a role; none asked for at a PLAY centre or for a role they do not apply to. */
export const specialisationOptions =
  (d: EmployeesDeps) =>
  (role: string, centreType: string): TaskEither<Unavailable, readonly string[]> =>
    fetchesSpecialisations(role, centreType) ? read(d.employees.specialisations(role)) : TE.right([])

/** Saves the profile's level and specialisations ('Profile updated'; the server's reason otherwise). */
export const updateEmployeeProfile =
  (d: EmployeesDeps) =>
  (r: { readonly agentId: string; readonly update: EmployeeUpdate }): TaskEither<ActionFailed<'ProfileNotSaved'>, Done<FitnessEmployee>> =>
    act('ProfileNotSaved', serverSays, PROFILE_SAVED)(d.employees.update(r.agentId, r.update))

export type CreateEmployeeError = ValidationFailed<NewEmployeeField> | ActionFailed<'EmployeeNotCreated'>

/** Add employee (v1/roster): the form checked first, every field error at once; then created at the centre. */
export const createEmployee =
  (d: EmployeesDeps) =>
  (r: { readonly centerServiceId: number; readonly draft: NewEmployeeDraft }): TaskEither<CreateEmployeeError, Done<FitnessEmployee>> =>
    pipe(
      TE.fromEither(validateNewEmployee(r.draft, r.centerServiceId)),
      TE.chainW((e) => act('EmployeeNotCreated', serverSays, EMPLOYEE_CREATED)(d.employees.create(e))),
    )

/** The day's attendance at a centre: every rostered employee's shift and how it was marked. */
export const loadAttendance =
  (d: EmployeesDeps) =>
  (r: { readonly centerServiceId: number; readonly day: string }): TaskEither<Unavailable, readonly AttendanceRow[]> =>
    read(d.employees.attendance(r.centerServiceId, r.day))

/** Manual attendance, with one of the spec's reasons ('Attendance marked'; the server's reason otherwise). */
export const markManualAttendance =
  (d: EmployeesDeps) =>
  (m: ManualAttendance): TaskEither<ActionFailed<'AttendanceNotMarked'>, Done<AttendanceRow>> =>
    pipe(
      TE.fromEither(noteChecked(m)),
      TE.chain((checked) => act('AttendanceNotMarked', serverSays, ATTENDANCE_MARKED)(d.employees.markAttendance(checked))),
    )

/** The reason 'Others' needs what happened (trimmed); another reason sends no note. */
const noteChecked = (m: ManualAttendance): E.Either<ActionFailed<'AttendanceNotMarked'>, ManualAttendance> => {
  const problem = attendanceNoteProblem(m.reason, m.note)
  if (problem !== undefined) return E.left(actionFailed('AttendanceNotMarked', problem))
  const { note, ...rest } = m
  return E.right(m.reason === 'Others' ? { ...rest, note: (note ?? '').trim() } : rest)
}


/** A day column of the roster: the centre day and its label ('Mon 23 Nov'). */
export type RosterDay = { readonly day: string; readonly label: string }
export type RosterWeek = { readonly days: readonly RosterDay[]; readonly shifts: readonly RosterShift[] }

/**
 * The roster of a week (Monday first, centre time): `weekOffset` weeks from this one (0 this week,
 * -1 the last), every shift and leave at the centre.
 */
export const loadRoster =
  (d: EmployeesDeps & { readonly clock: Clock }) =>
  (r: { readonly centerServiceId: number; readonly weekOffset: number }): TaskEither<Unavailable, RosterWeek> => {
    const days = weekOf(addDays(centreDayOf(d.clock.now()), 7 * r.weekOffset))
    return pipe(
      read(d.employees.roster(r.centerServiceId, days[0] ?? centreDayOf(d.clock.now()))),
      TE.map((shifts) => ({ days: days.map((day) => ({ day, label: formatWeekdayShortDay(day) })), shifts })),
    )
  }

export type AddShiftError = ValidationFailed<ShiftField> | ActionFailed<'ShiftNotAdded'>

/** Add a shift or a leave (placed at 5 am) on the roster: 'Shift added' or 'Leave added'; the server's reason otherwise (an overlap). */
export const addRosterShift =
  (d: EmployeesDeps) =>
  (draft: ShiftDraft): TaskEither<AddShiftError, Done<RosterShift>> =>
    pipe(
      TE.fromEither(validateShift(draft)),
      TE.chainW((s) => act('ShiftNotAdded', serverSays, s.kind === 'LEAVE' ? LEAVE_ADDED : SHIFT_ADDED)(d.employees.addShift(s))),
    )
