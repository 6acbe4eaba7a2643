import { CheckInListScreen } from '../check-ins/check-in-list-screen'

/** /book: Bookings, the created check-ins (booked or missed) of the selected centre. */
export default function BookScreen() {
  return <CheckInListScreen kind="created" />
}
