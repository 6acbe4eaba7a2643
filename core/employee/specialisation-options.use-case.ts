import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { fetchesSpecialisations } from './employee-profile.rule'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/** The specialisations offered for a role; none asked for at a PLAY centre or for a role they do not apply to. */
export const specialisationOptions =
  (d: EmployeesDeps) =>
  (role: string, centreType: string): TaskEither<Unavailable, readonly string[]> =>
    fetchesSpecialisations(role, centreType) ? read(d.employees.specialisations(role)) : TE.right([])
