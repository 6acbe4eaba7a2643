import type { EpochMs } from '../shared/brands'

/** A centre an employee works at (centres are grouped by type on the profile). */
export type EmployeeCentre = { readonly centerServiceId: number; readonly name: string; readonly type: string }

/** A workout family a trainer teaches (name and family, part 3 §3). */
export type WorkoutFamily = { readonly name: string; readonly family: string }

/**
 * A fitness employee of a centre (part 3 §3 "Employee context"): the profile's primary role, the
 * PT level code (the level shown is its last two characters), specialisations, workout families
 * and the centres, with the photo when there is one.
 */
export type FitnessEmployee = {
  readonly agentId: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly primaryRole: string
  readonly roles: readonly string[]
  readonly status: 'ACTIVE' | 'INACTIVE'
  readonly photoUrl: string | undefined
  readonly ptLevelCode: string | undefined
  readonly specialisations: readonly string[]
  readonly workoutFamilies: readonly WorkoutFamily[]
  readonly centres: readonly EmployeeCentre[]
  readonly empId: string | undefined
  readonly cultEmployeeId: string | undefined
}

/** One page of the fitness employees list (response content and totalPages). */
export type EmployeePage = { readonly content: readonly FitnessEmployee[]; readonly totalPages: number }

/** A PT level a trainer can hold (its code ends with the level shown, e.g. GYM_PT_L2 → L2). */
export type PtLevelOption = { readonly code: string; readonly name: string }

/** The PT level group: PLAY centres use PLAY_COACHING (part 3 §6). */
export type PtLevelGroup = 'GYM_PT' | 'PLAY_COACHING'

/** A new employee as the roster creates them. */
export type NewEmployee = {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly primaryRole: string
  readonly centerServiceId: number
  readonly ptLevelCode: string | undefined
}

/** What the profile's editing changes. */
export type EmployeeUpdate = {
  readonly ptLevelCode: string | undefined
  readonly specialisations: readonly string[]
  /** Active or not (a person who has left is inactive: they are offered as a trainer no more); unchanged when absent. */
  readonly status?: 'ACTIVE' | 'INACTIVE'
}

/** The attendance-reason options of manual attendance (part 3 §9). */
export type AttendanceReason = 'Member forgot to mark' | 'Tab scan not working' | 'Late allowance (rain, facility issues, new member/trial)' | 'Others'

export type AttendanceStatus = 'PRESENT' | 'ABSENT' | 'NOT_MARKED' | 'ON_LEAVE'

/** A shift on the roster (a leave is a shift of kind LEAVE placed at 5 am). */
export type ShiftKind = 'PERSONAL_TRAINING' | 'FLOOR_TRAINING' | 'CENTRE_MANAGER' | 'COACHING' | 'LIFE_GUARD' | 'LEAVE'

export type RosterShift = {
  readonly shiftId: string
  readonly agentId: string
  readonly centerServiceId: number
  readonly kind: ShiftKind
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  /** A leave that came from an approved leave request names it; a leave without one was recorded by a manager. */
  readonly leaveRequestId?: string
}

/** One employee's attendance on a day at a centre. */
export type AttendanceRow = {
  readonly agentId: string
  readonly name: string
  readonly primaryRole: string
  readonly shift: RosterShift
  readonly status: AttendanceStatus
  readonly markedAt: EpochMs | undefined
  /** Set when the attendance was marked by hand: the reason and who marked it. */
  readonly manual: { readonly reason: string; readonly markedBy: string } | undefined
}

/** A shift to put on the roster (a leave starts at 5 am of its day). */
export type NewShift = Omit<RosterShift, 'shiftId' | 'leaveRequestId'>

export type ManualAttendance = {
  readonly agentId: string
  readonly centerServiceId: number
  readonly day: string
  readonly reason: AttendanceReason
  /** What happened, for the reason 'Others' (required then, at most 1,000 characters). */
  readonly note?: string
}
