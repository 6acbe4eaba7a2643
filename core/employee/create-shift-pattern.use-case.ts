import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed } from '../shared/errors'
import { SHIFT_PATTERN_SAVED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import { type PatternDraft, type PatternDraftField, validatePatternDraft } from './shift-pattern-draft.rule'
import { type ShiftPattern } from './shift-pattern.rule'
import type { Deps } from './shift-patterns'

export type CreatePatternError = ValidationFailed<PatternDraftField> | ActionFailed<'PatternNotSaved'>

/** New shift pattern: every field error at once ('Name the pattern', 'Choose at least one working day', times); the server refuses a name the centre uses; 'Shift pattern saved'. */
export const createShiftPattern =
  (d: Deps) =>
  (draft: PatternDraft): TaskEither<CreatePatternError, Done<ShiftPattern>> =>
    pipe(TE.fromEither(validatePatternDraft(draft)), TE.chainW((p) => act('PatternNotSaved', serverSays, SHIFT_PATTERN_SAVED)(d.employees.createShiftPattern(p))))
