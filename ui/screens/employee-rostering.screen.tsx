import { PendingScreen } from './pending-screen'

/** /employee/rostering: filled by a later issue; until then its title and an honest note. */
export default function EmployeeRosteringScreen() {
  return <PendingScreen />
}
