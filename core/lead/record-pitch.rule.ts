import type { Either } from 'fp-ts/Either'
import { LEAD_QUALITIES } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import {
  COMMENT_TAG_IS_REQUIRED,
  CUSTOMER_NAME_REQUIRED,
  LEAD_QUALITY_IS_REQUIRED,
  PITCHED_BY_REQUIRED,
  REMARKS_REQUIRED,
  SOURCE_REQUIRED,
} from '../shared/messages'
import { collect, fieldOf, oneOf, required, trimmedText, withinTextBound } from '../shared/field-check'

export type LeadQuality = (typeof LEAD_QUALITIES)[number]
export type RecordPitchField = 'customerName' | 'leadQuality' | 'commentTag' | 'source' | 'pitchedBy' | 'remarks'
export type RecordPitchInput = {
  readonly customerName: string
  readonly leadQuality: LeadQuality
  readonly commentTag: string
  readonly source: string
  /** User id of the staff member who pitched. */
  readonly pitchedBy: string
  readonly remarks: string
}

/** Record Pitch (part 1 §5): every field required; text is trimmed, blank counts as missing. */
const validateRecordPitchChecks = (draft: unknown): Either<ValidationFailed<RecordPitchField>, RecordPitchInput> =>
  collect({
    customerName: required(trimmedText(fieldOf(draft, 'customerName')), CUSTOMER_NAME_REQUIRED),
    leadQuality: required(oneOf(LEAD_QUALITIES, fieldOf(draft, 'leadQuality')), LEAD_QUALITY_IS_REQUIRED),
    commentTag: required(trimmedText(fieldOf(draft, 'commentTag')), COMMENT_TAG_IS_REQUIRED),
    source: required(trimmedText(fieldOf(draft, 'source')), SOURCE_REQUIRED),
    pitchedBy: required(trimmedText(fieldOf(draft, 'pitchedBy')), PITCHED_BY_REQUIRED),
    remarks: required(trimmedText(fieldOf(draft, 'remarks')), REMARKS_REQUIRED),
  })

/** validateRecordPitchChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateRecordPitch = (...args: Parameters<typeof validateRecordPitchChecks>): ReturnType<typeof validateRecordPitchChecks> =>
  withinTextBound(args[0], validateRecordPitchChecks(...args))
