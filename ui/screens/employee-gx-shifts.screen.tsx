import { PendingScreen } from './pending-screen'

/** /employee/gxShifts: filled by a later issue; until then its title and an honest note. */
export default function EmployeeGxShiftsScreen() {
  return <PendingScreen />
}
