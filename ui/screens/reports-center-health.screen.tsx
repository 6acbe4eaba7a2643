import { PendingScreen } from './pending-screen'

/** /reports/center-health: filled by a later issue; until then its title and an honest note. */
export default function ReportsCenterHealthScreen() {
  return <PendingScreen />
}
