import { PendingScreen } from './pending-screen'

/** /user: filled by a later issue; until then its title and an honest note. */
export default function UserScreen() {
  return <PendingScreen />
}
