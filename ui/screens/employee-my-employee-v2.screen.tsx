import { PendingScreen } from './pending-screen'

/** /employee/my-employee-v2: filled by a later issue; until then its title and an honest note. */
export default function EmployeeMyEmployeeV2Screen() {
  return <PendingScreen />
}
