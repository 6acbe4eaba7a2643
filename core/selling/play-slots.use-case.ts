import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlaySlot } from './play'
import { visiblePlaySlots } from './play-slots.rule'
import type { CatalogueDeps } from './selling-catalogue'

/** The slots of a sport on a day that can still be booked (full and started ones hidden). */
export const playSlots =
  (d: Pick<CatalogueDeps, 'play' | 'clock'>) =>
  (q: { readonly centerServiceId: number; readonly sportId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]> =>
    pipe(
      d.play.slots(q),
      TE.map((slots) => visiblePlaySlots(slots, d.clock.now())),
    )
