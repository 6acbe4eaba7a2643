import { PendingScreen } from './pending-screen'

/** /employee/attendance: filled by a later issue; until then its title and an honest note. */
export default function EmployeeAttendanceScreen() {
  return <PendingScreen />
}
