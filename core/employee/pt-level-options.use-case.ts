import type { TaskEither } from 'fp-ts/TaskEither'
import type { PtLevelOption } from './employee'
import { ptLevelGroupOf } from './employee-profile.rule'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/** The PT levels a trainer can hold at a centre of this type (PLAY_COACHING at PLAY centres). */
export const ptLevelOptions =
  (d: EmployeesDeps) =>
  (centreType: string): TaskEither<Unavailable, readonly PtLevelOption[]> =>
    read(d.employees.ptLevels(ptLevelGroupOf(centreType)))
