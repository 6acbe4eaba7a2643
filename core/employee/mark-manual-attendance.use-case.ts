import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { ATTENDANCE_MARKED } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, serverSays } from '../shared/outcome'
import * as E from 'fp-ts/Either'
import { attendanceNoteProblem } from './attendance-other-reason.rule'
import type { AttendanceRow, ManualAttendance } from './employee'
import type { EmployeesDeps } from './employees'

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
