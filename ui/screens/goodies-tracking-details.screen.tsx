import { PendingScreen } from './pending-screen'

/** /goodies-tracking-details: filled by a later issue; until then its title and an honest note. */
export default function GoodiesTrackingDetailsScreen() {
  return <PendingScreen />
}
