import { PendingScreen } from './pending-screen'

/** /classes: filled by a later issue; until then its title and an honest note. */
export default function ClassesScreen() {
  return <PendingScreen />
}
