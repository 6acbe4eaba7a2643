import { CheckInListScreen } from '../check-ins/check-in-list-screen'

/** /checkin: Checkins, the validated check-ins of the selected centre. */
export default function CheckinScreen() {
  return <CheckInListScreen kind="validated" />
}
