import { PendingScreen } from './pending-screen'

/** /class/schedule: filled by a later issue; until then its title and an honest note. */
export default function ClassScheduleScreen() {
  return <PendingScreen />
}
