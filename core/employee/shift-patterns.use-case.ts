import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { withinTextBound } from '../forms/field-check'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { EMPLOYEE_NOT_FOUND, PATTERN_AGENT_REQUIRED, PATTERN_REQUIRED, PATTERN_WEEK_REQUIRED, SHIFT_PATTERN_NOT_FOUND, SHIFT_PATTERN_SAVED, shiftPatternApplied } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, done, fetchAs, serverSays } from '../shared/outcome'
import type { NewShift, RosterShift } from './employee'
import type { EmployeeBook } from './employee-book.port'
import { weekOf } from './roster.rule'
import { type PatternDraft, type PatternDraftField, validatePatternDraft } from './shift-pattern-draft.rule'
import { type ShiftPattern, patternClashDays, patternShifts, rosterDayLabel } from './shift-pattern.rule'

type Deps = { readonly employees: EmployeeBook }

/** The centre's shift patterns, for the roster's Apply shift pattern modal and the CLI. */
export const loadShiftPatterns =
  (d: Deps) =>
  (centerServiceId: number): TaskEither<ActionFailed<'PatternsUnavailable'>, readonly ShiftPattern[]> =>
    fetchAs('PatternsUnavailable', serverSays)(d.employees.shiftPatterns(centerServiceId))

export type PatternField = 'agentId' | 'patternId' | 'weekStart'

/** The Apply shift pattern form: the employee, the pattern and the week (its Monday or any day of it). */
export type ApplyPatternDraft = { readonly centerServiceId: number; readonly agentId: string; readonly patternId: string; readonly weekStart: string }

const checkDraft = (r: ApplyPatternDraft): ValidationFailed<PatternField> | undefined => {
  const errors: Partial<Record<PatternField, string>> = {}
  if (r.agentId.trim() === '') errors.agentId = PATTERN_AGENT_REQUIRED
  if (r.patternId.trim() === '') errors.patternId = PATTERN_REQUIRED
  if (!/^\d{4}-\d{2}-\d{2}$/.test(r.weekStart)) errors.weekStart = PATTERN_WEEK_REQUIRED
  const checked = withinTextBound(
    { agentId: r.agentId, patternId: r.patternId, weekStart: r.weekStart },
    Object.keys(errors).length > 0 ? E.left(validationFailed(errors)) : E.right(r),
  )
  return E.isLeft(checked) ? checked.left : undefined
}

export type ApplyPatternError = ValidationFailed<PatternField> | ActionFailed<'PatternNotApplied'>

/**
 * Put a pattern's shifts on an employee's week, all or nothing: 'Choose an employee' / 'Choose a
 * shift pattern' without one; the server's words for a clash (naming the days) or a pattern or
 * employee not at the centre; 'N shifts added from the pattern' otherwise.
 */
export const applyShiftPattern =
  (d: Deps) =>
  (r: ApplyPatternDraft): TaskEither<ApplyPatternError, Done<readonly RosterShift[]>> => {
    const invalid = checkDraft(r)
    if (invalid !== undefined) return TE.left(invalid)
    return pipe(
      act('PatternNotApplied', serverSays, '')(d.employees.applyShiftPattern({ centerServiceId: r.centerServiceId, agentId: r.agentId, patternId: r.patternId, weekStart: r.weekStart })),
      TE.map((x) => done(shiftPatternApplied(x.value.length), x.value)),
    )
  }

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

export type CreatePatternError = ValidationFailed<PatternDraftField> | ActionFailed<'PatternNotSaved'>

/** New shift pattern: every field error at once ('Name the pattern', 'Choose at least one working day', times); the server refuses a name the centre uses; 'Shift pattern saved'. */
export const createShiftPattern =
  (d: Deps) =>
  (draft: PatternDraft): TaskEither<CreatePatternError, Done<ShiftPattern>> =>
    pipe(TE.fromEither(validatePatternDraft(draft)), TE.chainW((p) => act('PatternNotSaved', serverSays, SHIFT_PATTERN_SAVED)(d.employees.createShiftPattern(p))))
