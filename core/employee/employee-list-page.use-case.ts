import type { TaskEither } from 'fp-ts/TaskEither'
import type { ListPages } from '../shared/list-pages.port'
import type { EmployeeListPage, EmployeeListRequest } from '../shared/list-pages.rule'
import { type Unavailable, read } from './employees'

/** One page of a centre's fitness employees, searched and filtered by role and status on the server (My Employees). */
export const employeeListPage =
  (d: { readonly listPages: ListPages }) =>
  (q: EmployeeListRequest): TaskEither<Unavailable, EmployeeListPage> =>
    read(d.listPages.employees(q))
