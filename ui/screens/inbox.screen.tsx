import { PendingScreen } from './pending-screen'

/** /inbox: filled by a later issue; until then its title and an honest note. */
export default function InboxScreen() {
  return <PendingScreen />
}
