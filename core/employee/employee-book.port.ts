import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { RosterSlot } from './roster-slots.rule'
import type { NewShiftPattern, ShiftPattern } from './shift-pattern.rule'
import type {
  AttendanceRow,
  EmployeePage,
  EmployeeUpdate,
  FitnessEmployee,
  ManualAttendance,
  NewEmployee,
  NewShift,
  RosterShift,
  PtLevelGroup,
  PtLevelOption,
} from './employee'

/** The staff of the centres: fitness employees, their profiles, levels and attendance. */
export interface EmployeeBook {
  /** One page of a centre's fitness employees (page numbers start at 0). */
  page(centerServiceId: number, pageNo: number, pageSize: number): TaskEither<GatewayError, EmployeePage>
  profile(agentId: string): TaskEither<GatewayError, FitnessEmployee>
  ptLevels(group: PtLevelGroup): TaskEither<GatewayError, readonly PtLevelOption[]>
  specialisations(role: string): TaskEither<GatewayError, readonly string[]>
  update(agentId: string, u: EmployeeUpdate): TaskEither<GatewayError, FitnessEmployee>
  create(e: NewEmployee): TaskEither<GatewayError, FitnessEmployee>
  attendance(centerServiceId: number, day: string): TaskEither<GatewayError, readonly AttendanceRow[]>
  markAttendance(m: ManualAttendance): TaskEither<GatewayError, AttendanceRow>
  /** The shifts (and leaves) starting in the seven centre days from `weekStart`. */
  roster(centerServiceId: number, weekStart: string): TaskEither<GatewayError, readonly RosterShift[]>
  addShift(s: NewShift): TaskEither<GatewayError, RosterShift>
  /** An agent's slots on a centre day, from 49 minutes before now (free, booked or blocked). */
  slots(centerServiceId: number, agentId: string, day: string): TaskEither<GatewayError, readonly RosterSlot[]>
  /** Books one of the agent's free slots: a one-hour PT session on the roster; a taken slot is rejected. */
  bookSlot(b: { readonly centerServiceId: number; readonly agentId: string; readonly startTime: number }): TaskEither<GatewayError, RosterShift>
  /** The centre's shift patterns (named weekly templates). */
  shiftPatterns(centerServiceId: number): TaskEither<GatewayError, readonly ShiftPattern[]>
  /**
   * Puts a pattern's shifts on an agent's week (the week holding weekStart) all or nothing: a day
   * that clashes with the agent's shifts or leaves is rejected, naming the day(s).
   */
  applyShiftPattern(a: ApplyShiftPattern): TaskEither<GatewayError, readonly RosterShift[]>
  /** Adds a pattern to the centre; a name the centre already uses is rejected. */
  createShiftPattern(p: NewShiftPattern): TaskEither<GatewayError, ShiftPattern>
}

export type ApplyShiftPattern = { readonly patternId: string; readonly agentId: string; readonly centerServiceId: number; readonly weekStart: string }
