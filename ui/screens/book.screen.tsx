import { PendingScreen } from './pending-screen'

/** /book: filled by a later issue; until then its title and an honest note. */
export default function BookScreen() {
  return <PendingScreen />
}
