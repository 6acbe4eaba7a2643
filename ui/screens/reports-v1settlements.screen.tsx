import { PendingScreen } from './pending-screen'

/** /reports/v1settlements: filled by a later issue; until then its title and an honest note. */
export default function ReportsV1settlementsScreen() {
  return <PendingScreen />
}
