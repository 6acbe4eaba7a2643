import { PendingScreen } from './pending-screen'

/** /reports/trainer-attendance: filled by a later issue; until then its title and an honest note. */
export default function ReportsTrainerAttendanceScreen() {
  return <PendingScreen />
}
