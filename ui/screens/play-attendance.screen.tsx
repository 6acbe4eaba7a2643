import { PendingScreen } from './pending-screen'

/** /play-attendance: filled by a later issue; until then its title and an honest note. */
export default function PlayAttendanceScreen() {
  return <PendingScreen />
}
