import { PendingScreen } from './pending-screen'

/** /classDetail/:id: filled by a later issue; until then its title and an honest note. */
export default function ClassDetailScreen() {
  return <PendingScreen />
}
