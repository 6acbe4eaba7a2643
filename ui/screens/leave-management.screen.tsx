import { PendingScreen } from './pending-screen'

/** /leave-management: filled by a later issue; until then its title and an honest note. */
export default function LeaveManagementScreen() {
  return <PendingScreen />
}
