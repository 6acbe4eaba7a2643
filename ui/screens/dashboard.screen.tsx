import { PendingScreen } from './pending-screen'

/** /dashboard: filled by a later issue; until then its title and an honest note. */
export default function DashboardScreen() {
  return <PendingScreen />
}
