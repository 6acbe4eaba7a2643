import type { TaskEither } from 'fp-ts/TaskEither'
import type { AttendanceRow } from './employee'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/** The day's attendance at a centre: every rostered employee's shift and how it was marked. */
export const loadAttendance =
  (d: EmployeesDeps) =>
  (r: { readonly centerServiceId: number; readonly day: string }): TaskEither<Unavailable, readonly AttendanceRow[]> =>
    read(d.employees.attendance(r.centerServiceId, r.day))
