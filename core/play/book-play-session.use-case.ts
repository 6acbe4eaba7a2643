import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { PREFERRED_SPORT_NOT_SELECTED, SESSION_BOOKED, TIME_SLOT_REQUIRED, bookingFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PlayBooking } from '../selling/play'
import { type CatalogueDeps, bookPlaySlot } from '../selling/selling-catalogue.use-case'

/** What the desk chose in the slot picker: the centre, the customer, a sport and one of its slots (either may still be missing). */
export type BookPlaySessionRequest = {
  readonly userId: string
  readonly centerServiceId: number
  readonly sportId: number | undefined
  readonly slotId: string | undefined
}

export type BookPlaySessionError = ValidationFailed<'sport' | 'slot'> | ActionFailed<'BookingFailed'>

/**
 * A play slot booked by the desk: a sport must be chosen ('Preferred Sport Not selected', part 2
 * §5) and a slot ('Please choose a time slot to proceed'); the booking then goes through
 * bookPlaySlot (one key an attempt) and answers 'Session booking Successful', or 'Booking
 * unsuccessful {reason}' with the server's reason (part 1 §8).
 */
export const bookPlaySession =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'>) =>
  (r: BookPlaySessionRequest): TaskEither<BookPlaySessionError, Done<PlayBooking>> => {
    const errors = {
      ...(r.sportId === undefined ? { sport: PREFERRED_SPORT_NOT_SELECTED } : {}),
      ...(r.slotId === undefined || r.slotId.trim() === '' ? { slot: TIME_SLOT_REQUIRED } : {}),
    }
    if (r.sportId === undefined || r.slotId === undefined || r.slotId.trim() === '') return TE.left(validationFailed<'sport' | 'slot'>(errors))
    return pipe(
      act('BookingFailed', bookingFailed, SESSION_BOOKED)(bookPlaySlot(d)({ userId: r.userId, centerServiceId: r.centerServiceId, slotId: r.slotId })),
      TE.mapLeft((e): BookPlaySessionError => e),
    )
  }
