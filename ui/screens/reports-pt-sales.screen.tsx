import { PendingScreen } from './pending-screen'

/** /reports/pt-sales: filled by a later issue; until then its title and an honest note. */
export default function ReportsPtSalesScreen() {
  return <PendingScreen />
}
