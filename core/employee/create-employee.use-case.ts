import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { EMPLOYEE_CREATED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { FitnessEmployee } from './employee'
import { type NewEmployeeDraft, type NewEmployeeField, validateNewEmployee } from './new-employee.rule'
import type { EmployeesDeps } from './employees'

export type CreateEmployeeError = ValidationFailed<NewEmployeeField> | ActionFailed<'EmployeeNotCreated'>

/** Add employee (v1/roster): the form checked first, every field error at once; then created at the centre. */
export const createEmployee =
  (d: EmployeesDeps) =>
  (r: { readonly centerServiceId: number; readonly draft: NewEmployeeDraft }): TaskEither<CreateEmployeeError, Done<FitnessEmployee>> =>
    pipe(
      TE.fromEither(validateNewEmployee(r.draft, r.centerServiceId)),
      TE.chainW((e) => act('EmployeeNotCreated', serverSays, EMPLOYEE_CREATED)(d.employees.create(e))),
    )
