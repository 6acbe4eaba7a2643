import { PendingScreen } from './pending-screen'

/** /reports/revenue: filled by a later issue; until then its title and an honest note. */
export default function ReportsRevenueScreen() {
  return <PendingScreen />
}
