import { PendingScreen } from './pending-screen'

/** /pt: filled by a later issue; until then its title and an honest note. */
export default function PtScreen() {
  return <PendingScreen />
}
