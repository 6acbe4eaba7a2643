import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { SLOT_BOOKED_DONE, TIME_SLOT_REQUIRED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { RosterShift } from './employee'
import type { Deps } from './roster-slots'

export type SlotField = 'slot'
export type BookSlotError = ValidationFailed<SlotField> | ActionFailed<'SlotNotBooked'>

/** Book the chosen slot: 'Please choose a time slot to proceed' without one; the server refuses a taken slot. */
export const bookRosterSlot =
  (d: Deps) =>
  (b: { readonly centerServiceId: number; readonly agentId: string; readonly startTime: number | undefined }): TaskEither<BookSlotError, Done<RosterShift>> =>
    b.startTime === undefined
      ? TE.left(validationFailed<SlotField>({ slot: TIME_SLOT_REQUIRED }))
      : act('SlotNotBooked', serverSays, SLOT_BOOKED_DONE)(d.employees.bookSlot({ centerServiceId: b.centerServiceId, agentId: b.agentId, startTime: b.startTime }))
