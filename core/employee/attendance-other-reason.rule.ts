import { ATTENDANCE_OTHER_REQUIRED, attendanceOtherTooLong } from '../shared/messages'
import { isAttendanceReason } from './attendance.rule'

/** The longest free text kept with the attendance reason 'Others' (the server's bound). */
export const ATTENDANCE_NOTE_MAX = 1000

/**
 * The attendance reason 'Others' takes a free text of what happened (1 to ATTENDANCE_NOTE_MAX
 * characters once trimmed), recorded with it; the spec's other reasons take none (a note given with
 * them is not kept).
 */
export const attendanceNoteProblem = (reason: string, note: string | undefined): string | undefined => {
  if (reason !== 'Others') return undefined
  const n = (note ?? '').trim()
  if (n === '') return ATTENDANCE_OTHER_REQUIRED
  return n.length > ATTENDANCE_NOTE_MAX ? attendanceOtherTooLong(ATTENDANCE_NOTE_MAX) : undefined
}

/** Whether 'I'm Sure' may be pressed: one of the spec's reasons, and for 'Others' what happened. */
export const canConfirmAttendance = (reason: string, note: string | undefined): boolean => isAttendanceReason(reason) && attendanceNoteProblem(reason, note) === undefined

/** The reason as the attendance row shows it: 'Others: what happened' for Others, the reason itself otherwise. */
export const attendanceReasonText = (reason: string, note: string | null | undefined): string =>
  reason === 'Others' && note !== null && note !== undefined && note.trim() !== '' ? `Others: ${note.trim()}` : reason
