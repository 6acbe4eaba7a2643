import type { EmployeeBook } from './employee-book.port'

export type Deps = { readonly employees: EmployeeBook }
