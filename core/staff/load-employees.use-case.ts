import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { Employee } from './staff'
import type { StaffDirectory } from './staff-directory.port'

/** Employees by centre service id and role names (label, value, email). */
export const loadEmployees =
  (d: { readonly staff: StaffDirectory }) =>
  (centerServiceId: number, roles?: readonly string[]): TaskEither<ActionFailed<'EmployeesUnavailable'>, readonly Employee[]> =>
    fetchAs('EmployeesUnavailable', serverSays)(d.staff.employees(centerServiceId, roles))
