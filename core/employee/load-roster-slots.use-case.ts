import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { bucketSlots, type SlotBucket } from '../pt/trainer-slots.rule'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { RosterSlot } from './roster-slots.rule'
import type { Deps } from './roster-slots'

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
