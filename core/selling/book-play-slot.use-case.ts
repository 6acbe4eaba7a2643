import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayBooking } from './play'
import { type CatalogueDeps, attempt } from './selling-catalogue'

/** Books a slot; a repeat of the same booking within 10 minutes sends the same key (never two bookings) unless the booking was refused. */
export const bookPlaySlot =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'>) =>
  (r: { readonly userId: string; readonly centerServiceId: number; readonly slotId: string; readonly childId?: string }): TaskEither<GatewayError, PlayBooking> =>
    attempt(d, `play-booking|${r.centerServiceId}|${r.userId}|${r.childId ?? ''}|${r.slotId}`, (key) => d.play.book(r, key))
