import { PendingScreen } from './pending-screen'

/** /homepage: filled by a later issue; until then its title and an honest note. */
export default function HomepageScreen() {
  return <PendingScreen />
}
