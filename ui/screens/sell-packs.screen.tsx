import { PendingScreen } from './pending-screen'

/** /sell-packs: filled by a later issue; until then its title and an honest note. */
export default function SellPacksScreen() {
  return <PendingScreen />
}
