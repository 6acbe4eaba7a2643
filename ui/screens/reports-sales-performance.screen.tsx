import { PendingScreen } from './pending-screen'

/** /reports/sales-performance: filled by a later issue; until then its title and an honest note. */
export default function ReportsSalesPerformanceScreen() {
  return <PendingScreen />
}
