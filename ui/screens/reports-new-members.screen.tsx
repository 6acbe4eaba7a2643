import { PendingScreen } from './pending-screen'

/** /reports/new-members: filled by a later issue; until then its title and an honest note. */
export default function ReportsNewMembersScreen() {
  return <PendingScreen />
}
