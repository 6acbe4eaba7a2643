import { PendingScreen } from './pending-screen'

/** /reports/lead-details: filled by a later issue; until then its title and an honest note. */
export default function ReportsLeadDetailsScreen() {
  return <PendingScreen />
}
