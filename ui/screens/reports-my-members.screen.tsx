import { PendingScreen } from './pending-screen'

/** /reports/my-members: filled by a later issue; until then its title and an honest note. */
export default function ReportsMyMembersScreen() {
  return <PendingScreen />
}
