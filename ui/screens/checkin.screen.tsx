import { PendingScreen } from './pending-screen'

/** /checkin: filled by a later issue; until then its title and an honest note. */
export default function CheckinScreen() {
  return <PendingScreen />
}
