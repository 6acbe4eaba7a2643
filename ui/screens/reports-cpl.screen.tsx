import { PendingScreen } from './pending-screen'

/** /reports/CPL: filled by a later issue; until then its title and an honest note. */
export default function ReportsCplScreen() {
  return <PendingScreen />
}
