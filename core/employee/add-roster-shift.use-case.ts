import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { LEAVE_ADDED, SHIFT_ADDED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { RosterShift } from './employee'
import { type ShiftDraft, type ShiftField, validateShift } from './shift-draft.rule'
import type { EmployeesDeps } from './employees'

export type AddShiftError = ValidationFailed<ShiftField> | ActionFailed<'ShiftNotAdded'>

/** Add a shift or a leave (placed at 5 am) on the roster: 'Shift added' or 'Leave added'; the server's reason otherwise (an overlap). */
export const addRosterShift =
  (d: EmployeesDeps) =>
  (draft: ShiftDraft): TaskEither<AddShiftError, Done<RosterShift>> =>
    pipe(
      TE.fromEither(validateShift(draft)),
      TE.chainW((s) => act('ShiftNotAdded', serverSays, s.kind === 'LEAVE' ? LEAVE_ADDED : SHIFT_ADDED)(d.employees.addShift(s))),
    )
