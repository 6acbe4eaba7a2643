import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { bucketSlots, type SlotBucket } from '../pt/trainer-slots.rule'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { SLOT_BOOKED_DONE, TIME_SLOT_REQUIRED } from '../shared/messages'
import { type ActionFailed, type Done, act, fetchAs, serverSays } from '../shared/outcome'
import type { RosterShift } from './employee'
import type { EmployeeBook } from './employee-book.port'
import type { RosterSlot } from './roster-slots.rule'

type Deps = { readonly employees: EmployeeBook }

/** An agent's day in the slot picker: every slot from 49 minutes before now, in the 4-hour buckets. */
export type SlotDay = { readonly slots: readonly RosterSlot[]; readonly buckets: readonly SlotBucket<RosterSlot>[] }

/** The slot picker's slots of an agent on a centre day (part 3 §4 slot window, §5 only free slots choosable). */
export const loadRosterSlots =
  (d: Deps) =>
  (r: { readonly centerServiceId: number; readonly agentId: string; readonly day: string }): TaskEither<ActionFailed<'SlotsUnavailable'>, SlotDay> =>
    pipe(
      fetchAs('SlotsUnavailable', serverSays)(d.employees.slots(r.centerServiceId, r.agentId, r.day)),
      TE.map((slots) => ({ slots, buckets: bucketSlots(slots) })),
    )

export type SlotField = 'slot'
export type BookSlotError = ValidationFailed<SlotField> | ActionFailed<'SlotNotBooked'>

/** Book the chosen slot: 'Please choose a time slot to proceed' without one; the server refuses a taken slot. */
export const bookRosterSlot =
  (d: Deps) =>
  (b: { readonly centerServiceId: number; readonly agentId: string; readonly startTime: number | undefined }): TaskEither<BookSlotError, Done<RosterShift>> =>
    b.startTime === undefined
      ? TE.left(validationFailed<SlotField>({ slot: TIME_SLOT_REQUIRED }))
      : act('SlotNotBooked', serverSays, SLOT_BOOKED_DONE)(d.employees.bookSlot({ centerServiceId: b.centerServiceId, agentId: b.agentId, startTime: b.startTime }))
