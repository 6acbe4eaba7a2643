import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayBooking } from '../selling/play'
import type { CatalogueDeps } from '../selling/selling-catalogue.use-case'
import { upcomingPlayBookings } from './upcoming-play-bookings.rule'

/** The customer's play bookings at a play centre that are not over yet, soonest first (the profile's Play Bookings block). */
export const customerPlayBookings =
  (d: Pick<CatalogueDeps, 'play' | 'clock'>) =>
  (q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly PlayBooking[]> =>
    pipe(
      d.play.bookings(q),
      TE.map((list) => upcomingPlayBookings(list, d.clock.now())),
    )
