import { PendingScreen } from './pending-screen'

/** /pt-packs: filled by a later issue; until then its title and an honest note. */
export default function PtPacksScreen() {
  return <PendingScreen />
}
