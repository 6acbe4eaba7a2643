import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import { TIME_SLOT_REQUIRED } from '../shared/messages'
import { epochOf, fieldOf, trimmedText, withinTextBound } from '../shared/field-check'

export type SlotStatus = 'AVAILABLE' | 'BLOCKED' | 'BOOKED'
export type ChosenSlot = { readonly startTime: EpochMs; readonly endTime: EpochMs }

/** Only slots not blocked or booked can be chosen (a slot without a status is free). */
export const slotChoosable = (status: unknown): boolean => {
  const s = trimmedText(status)?.toUpperCase()
  return s !== 'BLOCKED' && s !== 'BOOKED'
}

/** Reschedule (part 1 §5): a choosable time slot must be chosen ('Please choose a time slot to proceed'). */
const validateRescheduleSlotChecks = (slot: unknown): Either<ValidationFailed<'slot'>, ChosenSlot> => {
  const start = epochOf(fieldOf(slot, 'startTime'))
  const end = epochOf(fieldOf(slot, 'endTime'))
  if (start === undefined || end === undefined || end <= start || !slotChoosable(fieldOf(slot, 'status')))
    return E.left(validationFailed<'slot'>({ slot: TIME_SLOT_REQUIRED }))
  return E.right({ startTime: start, endTime: end })
}

/** validateRescheduleSlotChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateRescheduleSlot = (...args: Parameters<typeof validateRescheduleSlotChecks>): ReturnType<typeof validateRescheduleSlotChecks> =>
  withinTextBound({ slot: args[0] }, validateRescheduleSlotChecks(...args))
