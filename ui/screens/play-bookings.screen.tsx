import { PendingScreen } from './pending-screen'

/** /play-bookings: filled by a later issue; until then its title and an honest note. */
export default function PlayBookingsScreen() {
  return <PendingScreen />
}
