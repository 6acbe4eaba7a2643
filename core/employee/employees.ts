import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { EmployeeBook } from './employee-book.port'

export type EmployeesDeps = { readonly employees: EmployeeBook }

export type Unavailable = ActionFailed<'EmployeesUnavailable'>
export const read = fetchAs('EmployeesUnavailable', serverSays)
