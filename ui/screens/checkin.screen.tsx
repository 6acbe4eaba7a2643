import { CheckInListScreen } from '../check-ins/check-in-list-screen'

/**
 * /book draws the same screen and imports it from here, so the list screen travels in this
 * route's own chunk: /checkin, the front desk's first screen, is one request, not two.
 */
export { CheckInListScreen }

/** /checkin: Checkins, the validated check-ins of the selected centre. */
export default function CheckinScreen() {
  return <CheckInListScreen kind="validated" />
}
