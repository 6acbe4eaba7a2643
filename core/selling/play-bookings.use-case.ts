import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayBooking } from './play'
import type { CatalogueDeps } from './selling-catalogue'

export const playBookings =
  (d: Pick<CatalogueDeps, 'play'>) =>
  (q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly PlayBooking[]> =>
    d.play.bookings(q)
