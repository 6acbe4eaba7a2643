import { PendingScreen } from './pending-screen'

/** /employee/my-employee-detail-v2/:agentId: filled by a later issue; until then its title and an honest note. */
export default function EmployeeMyEmployeeDetailV2Screen() {
  return <PendingScreen />
}
