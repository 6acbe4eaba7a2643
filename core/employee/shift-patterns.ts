import * as E from 'fp-ts/Either'
import { withinTextBound } from '../shared/field-check'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { PATTERN_AGENT_REQUIRED, PATTERN_REQUIRED, PATTERN_WEEK_REQUIRED } from '../shared/messages'
import type { EmployeeBook } from './employee-book.port'

export type Deps = { readonly employees: EmployeeBook }

export type PatternField = 'agentId' | 'patternId' | 'weekStart'

/** The Apply shift pattern form: the employee, the pattern and the week (its Monday or any day of it). */
export type ApplyPatternDraft = { readonly centerServiceId: number; readonly agentId: string; readonly patternId: string; readonly weekStart: string }

export const checkDraft = (r: ApplyPatternDraft): ValidationFailed<PatternField> | undefined => {
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
