import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed } from '../shared/errors'
import { EMPLOYEE_NOT_FOUND, SHIFT_PATTERN_NOT_FOUND } from '../shared/messages'
import { type ActionFailed, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { NewShift } from './employee'
import { weekOf } from './roster.rule'
import { type ShiftPattern, patternClashDays, patternShifts, rosterDayLabel } from './shift-pattern.rule'
import { type Deps, type PatternField, type ApplyPatternDraft, checkDraft } from './shift-patterns'
import { loadShiftPatterns } from './load-shift-patterns.use-case'

export type PlanPatternError =
  | ValidationFailed<PatternField>
  | ActionFailed<'PatternsUnavailable'>
  | ActionFailed<'PatternNotFound'>
  | ActionFailed<'EmployeeNotFound'>
  | ActionFailed<'RosterUnavailable'>

/** A dry run: the shifts a pattern would add and the days (in words) where the employee's roster at the centre already clashes. */
export type PatternPlan = { readonly pattern: ShiftPattern; readonly shifts: readonly NewShift[]; readonly clashDays: readonly string[] }

/**
 * The shifts a pattern would put on an employee's week, without writing anything (the CLI's dry
 * run): the pattern must be the centre's and the employee work there; the clash days are read from
 * the centre's roster of that week.
 */
export const planShiftPattern =
  (d: Deps) =>
  (r: ApplyPatternDraft): TaskEither<PlanPatternError, PatternPlan> => {
    const invalid = checkDraft(r)
    if (invalid !== undefined) return TE.left(invalid)
    const weekStart = weekOf(r.weekStart)[0] ?? r.weekStart
    const findPattern = (all: readonly ShiftPattern[]): TaskEither<PlanPatternError, ShiftPattern> => {
      const pattern = all.find((p) => p.patternId === r.patternId)
      return pattern === undefined ? TE.left(actionFailed('PatternNotFound', SHIFT_PATTERN_NOT_FOUND)) : TE.right(pattern)
    }
    const checkEmployee = pipe(
      fetchAs('EmployeeNotFound', () => EMPLOYEE_NOT_FOUND)(d.employees.profile(r.agentId)),
      TE.chainW((e) => (e.centres.some((c) => c.centerServiceId === r.centerServiceId) ? TE.right(e) : TE.left(actionFailed('EmployeeNotFound', EMPLOYEE_NOT_FOUND)))),
    )
    return pipe(
      loadShiftPatterns(d)(r.centerServiceId),
      TE.chainW(findPattern),
      TE.chainFirstW(() => checkEmployee),
      TE.chainW((pattern) =>
        pipe(
          fetchAs('RosterUnavailable', serverSays)(d.employees.roster(r.centerServiceId, weekStart)),
          TE.map((roster) => {
            const shifts = patternShifts(pattern, r.agentId, r.weekStart)
            const clashDays = patternClashDays(shifts, roster.filter((s) => s.agentId === r.agentId)).map(rosterDayLabel)
            return { pattern, shifts, clashDays }
          }),
        ),
      ),
    )
  }
