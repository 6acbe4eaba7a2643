import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { FitnessEmployee } from './employee'
import { EMPLOYEE_PAGE_SIZE } from './employee-profile.rule'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/**
 * The fitness employees of a centre (part 3 §7): pages of 1000 from page 0 until totalPages,
 * joined in the server's order.
 */
export const loadEmployeeList =
  (d: EmployeesDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly FitnessEmployee[]> => {
    const from = (pageNo: number, acc: readonly FitnessEmployee[]): TaskEither<Unavailable, readonly FitnessEmployee[]> =>
      pipe(
        read(d.employees.page(centerServiceId, pageNo, EMPLOYEE_PAGE_SIZE)),
        TE.chain((p) => (pageNo + 1 < p.totalPages && p.content.length > 0 ? from(pageNo + 1, [...acc, ...p.content]) : TE.right([...acc, ...p.content]))),
      )
    return from(0, [])
  }
