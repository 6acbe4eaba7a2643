import { PendingScreen } from './pending-screen'

/** /reports/lux-lead-details: filled by a later issue; until then its title and an honest note. */
export default function ReportsLuxLeadDetailsScreen() {
  return <PendingScreen />
}
