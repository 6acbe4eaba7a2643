import type { TaskEither } from 'fp-ts/TaskEither'
import type { FitnessEmployee } from './employee'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/** One employee's profile (role, centres, level, specialisations, workout families). */
export const loadEmployeeProfile =
  (d: EmployeesDeps) =>
  (agentId: string): TaskEither<Unavailable, FitnessEmployee> =>
    read(d.employees.profile(agentId))
