import { ATTENDANCE_REASON_OPTIONS } from '../shared/messages'
import type { AttendanceReason, AttendanceRow } from './employee'

/** The attendance-reason options (part 3 §9), in the spec's order. */
export const ATTENDANCE_REASONS: readonly AttendanceReason[] = ATTENDANCE_REASON_OPTIONS

export const isAttendanceReason = (s: string): s is AttendanceReason => (ATTENDANCE_REASONS as readonly string[]).includes(s)

/** The Are-you-sure confirm is disabled until a reason is chosen (part 3 §5). */
export const canConfirmManualAttendance = (reason: string | undefined): boolean => reason !== undefined && isAttendanceReason(reason)

/** Attendance can be marked by hand for a shift worked, not for a leave nor twice. */
export const canMarkAttendance = (r: Pick<AttendanceRow, 'status'>): boolean => r.status === 'NOT_MARKED' || r.status === 'ABSENT'

/**
 * How a shift stands at `now`: present once marked (by the tab scan or by hand), on leave for a
 * leave, absent once a shift ended unmarked, else not marked yet.
 */
export const attendanceStatusOf = (kind: string, endTime: number, marked: boolean, now: number): AttendanceRow['status'] =>
  kind === 'LEAVE' ? 'ON_LEAVE' : marked ? 'PRESENT' : endTime <= now ? 'ABSENT' : 'NOT_MARKED'
