import { PendingScreen } from './pending-screen'

/** /door: filled by a later issue; until then its title and an honest note. */
export default function DoorScreen() {
  return <PendingScreen />
}
