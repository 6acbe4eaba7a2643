import type { TaskEither } from 'fp-ts/TaskEither'
import { PROFILE_SAVED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { EmployeeUpdate, FitnessEmployee } from './employee'
import type { EmployeesDeps } from './employees'

/** Saves the profile's level and specialisations ('Profile updated'; the server's reason otherwise). */
export const updateEmployeeProfile =
  (d: EmployeesDeps) =>
  (r: { readonly agentId: string; readonly update: EmployeeUpdate }): TaskEither<ActionFailed<'ProfileNotSaved'>, Done<FitnessEmployee>> =>
    act('ProfileNotSaved', serverSays, PROFILE_SAVED)(d.employees.update(r.agentId, r.update))
