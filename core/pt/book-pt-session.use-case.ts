import type { TaskEither } from 'fp-ts/TaskEither'
import { SESSION_BOOKED, bookingFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PtBooking } from './pt-schedule.port'
import type { PtSession } from './pt-session'
import type { PtDeps } from './pt-actions'

export const bookPtSession =
  (d: PtDeps) =>
  (b: PtBooking): TaskEither<ActionFailed<'BookingFailed'>, Done<PtSession>> =>
    act('BookingFailed', bookingFailed, SESSION_BOOKED)(d.pt.book(b))
