import { CheckInListScreen } from './checkin.screen'

/** /book: Bookings, the created check-ins (booked or missed) of the selected centre. */
export default function BookScreen() {
  return <CheckInListScreen kind="created" />
}
