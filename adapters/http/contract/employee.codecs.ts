import * as t from 'io-ts'
import { IntFromString, optional, boundedText } from './codec-helpers'
import { DayText } from './play.codecs'

/**
 * Wire contract of the employee calls (part 3 §7 "Employees, roster, leave"): the fitness
 * employees list (centerServiceId, pageNo, pageSize 1000; content and totalPages), the fitness
 * profile (primaryRole), PT levels by group type, specialisations by role, employee creation and
 * attendance on the roster (v1/roster/*). Paths are ours where the spec names only the area.
 */
export const EMPLOYEE_PATHS = {
  employeesPage: 'v1/fitnessResource/employees',
  employeeProfile: 'v1/fitnessResource/profile/:agentId',
  ptLevels: 'v1/fitnessResource/ptLevels',
  specialisations: 'v1/fitnessResource/specialisations',
  createEmployee: 'v1/roster/employees',
  attendance: 'v1/roster/attendance',
  manualAttendance: 'v1/roster/attendance/manual',
  shifts: 'v1/roster/shifts',
} as const

const bounded = (max: number) => t.refinement(t.string, (s) => s.trim() !== '' && s.length <= max, `Text(1..${max})`)

export const EmployeeCentreWire = t.type({ centerServiceId: t.number, name: t.string, type: t.string })
export const EmployeeWire = t.type({
  agentId: t.string,
  name: t.string,
  email: t.string,
  phone: t.string,
  primaryRole: t.string,
  roles: t.array(t.string),
  status: t.keyof({ ACTIVE: null, INACTIVE: null }),
  photoUrl: optional(t.string),
  ptLevelCode: optional(t.string),
  specialisations: t.array(t.string),
  workoutFamilies: t.array(t.type({ name: t.string, family: t.string })),
  centres: t.array(EmployeeCentreWire),
  empId: optional(t.string),
  cultEmployeeId: optional(t.string),
})
export type EmployeeWire = t.TypeOf<typeof EmployeeWire>
export const EmployeePageWire = t.type({ content: t.array(EmployeeWire), totalPages: t.number })
export type EmployeePageWire = t.TypeOf<typeof EmployeePageWire>

export const EmployeesPageQuery = t.type({ centerServiceId: IntFromString, pageNo: IntFromString, pageSize: IntFromString })
export const AgentIdParams = t.type({ agentId: bounded(64) })

export const PtLevelsQuery = t.type({ groupType: t.keyof({ GYM_PT: null, PLAY_COACHING: null }) })
export const PtLevelsWire = t.type({ levels: t.array(t.type({ code: t.string, name: t.string })) })
export type PtLevelsWire = t.TypeOf<typeof PtLevelsWire>

export const SpecialisationsQuery = t.type({ role: bounded(64) })
export const SpecialisationsWire = t.type({ specialisations: t.array(t.string) })
export type SpecialisationsWire = t.TypeOf<typeof SpecialisationsWire>

export const EmployeeUpdateBody = t.intersection([
  t.type({ specialisations: t.array(bounded(100)) }),
  t.partial({ ptLevelCode: optional(bounded(64)), status: optional(t.keyof({ ACTIVE: null, INACTIVE: null })) }),
])
export type EmployeeUpdateBody = t.TypeOf<typeof EmployeeUpdateBody>

export const NewEmployeeBody = t.intersection([
  t.type({ name: bounded(100), email: bounded(320), phone: bounded(10), primaryRole: bounded(64), centerServiceId: t.number }),
  t.partial({ ptLevelCode: optional(bounded(64)) }),
])
export type NewEmployeeBody = t.TypeOf<typeof NewEmployeeBody>

export const ShiftWire = t.type({
  shiftId: t.string,
  agentId: t.string,
  centerServiceId: t.number,
  kind: t.keyof({ PERSONAL_TRAINING: null, FLOOR_TRAINING: null, CENTRE_MANAGER: null, COACHING: null, LIFE_GUARD: null, LEAVE: null }),
  startTime: t.number,
  endTime: t.number,
})
export type ShiftWire = t.TypeOf<typeof ShiftWire>
/** A shift on the week's roster: a leave from an approved leave request names it; a leave without one was recorded by a manager. */
export const RosterShiftWire = t.intersection([ShiftWire, t.partial({ leaveRequestId: optional(t.string) })])
export type RosterShiftWire = t.TypeOf<typeof RosterShiftWire>

export const AttendanceRowWire = t.type({
  agentId: t.string,
  name: t.string,
  primaryRole: t.string,
  shift: ShiftWire,
  status: t.keyof({ PRESENT: null, ABSENT: null, NOT_MARKED: null, ON_LEAVE: null }),
  markedAt: optional(t.number),
  manual: optional(t.type({ reason: t.string, markedBy: t.string })),
})
export type AttendanceRowWire = t.TypeOf<typeof AttendanceRowWire>
export const AttendanceQuery = t.type({ centerServiceId: IntFromString, day: DayText })
export const AttendanceWire = t.type({ rows: t.array(AttendanceRowWire) })
export type AttendanceWire = t.TypeOf<typeof AttendanceWire>

export const ATTENDANCE_REASONS_WIRE = t.keyof({
  'Member forgot to mark': null,
  'Tab scan not working': null,
  'Late allowance (rain, facility issues, new member/trial)': null,
  Others: null,
})
export const ManualAttendanceBody = t.intersection([
  t.type({ agentId: bounded(64), centerServiceId: t.number, day: DayText, reason: ATTENDANCE_REASONS_WIRE }),
  /** What happened, with the reason Others (the server keeps at most 1,000 characters; longer is refused). */
  t.partial({ note: optional(boundedText(4000)) }),
])
export type ManualAttendanceBody = t.TypeOf<typeof ManualAttendanceBody>

export const RosterQuery = t.type({ centerServiceId: IntFromString, weekStart: DayText })
export const RosterWire = t.type({ shifts: t.array(RosterShiftWire) })
export type RosterWire = t.TypeOf<typeof RosterWire>
export const NewShiftBody = t.type({
  agentId: bounded(64),
  centerServiceId: t.number,
  kind: ShiftWire.props.kind,
  startTime: t.number,
  endTime: t.number,
})
export type NewShiftBody = t.TypeOf<typeof NewShiftBody>
