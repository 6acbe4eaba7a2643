import type { Either } from 'fp-ts/Either'
import { collect, fieldOf, required, trimmedText, withinTextBound } from '../shared/field-check'
import type { ValidationFailed } from '../shared/errors'
import { PITCHED_BY_REQUIRED, REMARKS_REQUIRED } from '../shared/messages'

export type WalkInPitchField = 'pitchedBy' | 'remarks'

/** The Record walk-in pitch form, checked: who pitched (an employee id) and the remarks, trimmed. */
export type WalkInPitchInput = { readonly pitchedBy: string; readonly remarks: string }

const validateWalkInPitchChecks = (draft: unknown): Either<ValidationFailed<WalkInPitchField>, WalkInPitchInput> =>
  collect({
    pitchedBy: required(trimmedText(fieldOf(draft, 'pitchedBy')), PITCHED_BY_REQUIRED),
    remarks: required(trimmedText(fieldOf(draft, 'remarks')), REMARKS_REQUIRED),
  })

/**
 * A scheduled walk-in's pitch: Pitched By and Remarks are required (every error at once), and a
 * text the server would refuse is refused under its field before anything is sent.
 */
export const validateWalkInPitch = (draft: unknown): Either<ValidationFailed<WalkInPitchField>, WalkInPitchInput> =>
  withinTextBound(draft, validateWalkInPitchChecks(draft))
