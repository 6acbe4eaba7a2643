import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import { type ShiftPattern } from './shift-pattern.rule'
import type { Deps } from './shift-patterns'

/** The centre's shift patterns, for the roster's Apply shift pattern modal and the CLI. */
export const loadShiftPatterns =
  (d: Deps) =>
  (centerServiceId: number): TaskEither<ActionFailed<'PatternsUnavailable'>, readonly ShiftPattern[]> =>
    fetchAs('PatternsUnavailable', serverSays)(d.employees.shiftPatterns(centerServiceId))
