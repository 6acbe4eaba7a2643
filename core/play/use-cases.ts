import type { CorePorts } from '../ports'
import { bookPlaySession } from './book-play-session.use-case'
import { loadPlayBookings } from './load-play-bookings.use-case'
import { markPlayAttendance } from './mark-play-attendance.use-case'

/** The play use cases, bound to their ports. */
export const playUseCases = (p: CorePorts) => ({
  bookPlaySession: bookPlaySession(p),
  loadPlayBookings: loadPlayBookings(p),
  markPlayAttendance: markPlayAttendance(p),
})
