import { PendingScreen } from './pending-screen'

/** /reports/v2settlement: filled by a later issue; until then its title and an honest note. */
export default function ReportsV2settlementScreen() {
  return <PendingScreen />
}
