import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type CentreDay, centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { slotsFetchFailed } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { TrainerSlot } from './pt-session'
import { type SlotBucket, bucketSlots, slotFetchWindow } from './trainer-slots.rule'
import type { PtDeps } from './pt-actions'

export type TrainerSlots = { readonly slots: readonly TrainerSlot[]; readonly buckets: readonly SlotBucket<TrainerSlot>[] }

/** A trainer's slots for a day, from the later of now minus 49 minutes and the start of the day, in 4-hour buckets. */
export const loadTrainerSlots =
  (d: PtDeps & { readonly clock: Clock }) =>
  (r: { readonly centerId: number; readonly trainerId: string; readonly day?: CentreDay }): TaskEither<ActionFailed<'SlotsUnavailable'>, TrainerSlots> => {
    const now = d.clock.now()
    const w = slotFetchWindow(r.day ?? centreDayOf(now), now)
    return pipe(
      fetchAs('SlotsUnavailable', slotsFetchFailed)(d.pt.slots(r.centerId, r.trainerId, w.from, w.to)),
      TE.map((slots) => ({ slots, buckets: bucketSlots(slots) })),
    )
  }
