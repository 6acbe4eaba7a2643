import { PendingScreen } from './pending-screen'

/** /reports/guranteed-guidance: filled by a later issue; until then its title and an honest note. */
export default function ReportsGuranteedGuidanceScreen() {
  return <PendingScreen />
}
