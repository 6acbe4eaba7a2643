import { PendingScreen } from './pending-screen'

/** /dash: filled by a later issue; until then its title and an honest note. */
export default function DashScreen() {
  return <PendingScreen />
}
