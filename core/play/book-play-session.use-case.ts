import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { PREFERRED_SPORT_NOT_SELECTED, SELF_OR_CHILD_REQUIRED, SESSION_BOOKED, TIME_SLOT_REQUIRED, bookingFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PlayBooking } from '../selling/play'
import { type CatalogueDeps } from '../selling/selling-catalogue'
import { bookPlaySlot } from '../selling/book-play-slot.use-case'

/** Who plays: the account holder (YOURSELF) or one of their child users. */
export type PlayPlayer = 'SELF' | { readonly childId: string }

/** What the desk chose in the slot picker: the centre, the customer, who plays, a sport and one of its slots (any may still be missing). */
export type BookPlaySessionRequest = {
  readonly userId: string
  readonly centerServiceId: number
  readonly player: PlayPlayer | undefined
  readonly sportId: number | undefined
  readonly slotId: string | undefined
}

export type BookPlaySessionError = ValidationFailed<'player' | 'sport' | 'slot'> | ActionFailed<'BookingFailed'>

/**
 * A play slot booked by the desk: who plays must be chosen ('You must either select YOURSELF or a
 * CHILD', as for an academy pack), a sport ('Preferred Sport Not selected', part 2 §5) and a slot
 * ('Please choose a time slot to proceed'), every error at once; the booking then goes through
 * bookPlaySlot (one key an attempt) and answers 'Session booking Successful', or 'Booking
 * unsuccessful {reason}' with the server's reason (part 1 §8).
 */
export const bookPlaySession =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'>) =>
  (r: BookPlaySessionRequest): TaskEither<BookPlaySessionError, Done<PlayBooking>> => {
    const child = r.player === undefined || r.player === 'SELF' ? undefined : r.player.childId.trim()
    const noPlayer = r.player === undefined || child === ''
    const errors = {
      ...(noPlayer ? { player: SELF_OR_CHILD_REQUIRED } : {}),
      ...(r.sportId === undefined ? { sport: PREFERRED_SPORT_NOT_SELECTED } : {}),
      ...(r.slotId === undefined || r.slotId.trim() === '' ? { slot: TIME_SLOT_REQUIRED } : {}),
    }
    if (noPlayer || r.sportId === undefined || r.slotId === undefined || r.slotId.trim() === '') return TE.left(validationFailed<'player' | 'sport' | 'slot'>(errors))
    const booking = { userId: r.userId, centerServiceId: r.centerServiceId, slotId: r.slotId, ...(child === undefined ? {} : { childId: child }) }
    return pipe(
      act('BookingFailed', bookingFailed, SESSION_BOOKED)(bookPlaySlot(d)(booking)),
      TE.mapLeft((e): BookPlaySessionError => e),
    )
  }
