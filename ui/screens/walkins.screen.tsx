import { PendingScreen } from './pending-screen'

/** /walkins: filled by a later issue; until then its title and an honest note. */
export default function WalkinsScreen() {
  return <PendingScreen />
}
