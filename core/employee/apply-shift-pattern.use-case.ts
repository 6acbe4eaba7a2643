import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed } from '../shared/errors'
import { shiftPatternApplied } from '../shared/messages'
import { type ActionFailed, type Done, act, done, serverSays } from '../shared/outcome'
import type { RosterShift } from './employee'
import { type Deps, type PatternField, type ApplyPatternDraft, checkDraft } from './shift-patterns'

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
