import { PendingScreen } from './pending-screen'

/** /reports/revenue-target: filled by a later issue; until then its title and an honest note. */
export default function ReportsRevenueTargetScreen() {
  return <PendingScreen />
}
