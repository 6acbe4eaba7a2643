import { PendingScreen } from './pending-screen'

/** /sell-add-on-packs: filled by a later issue; until then its title and an honest note. */
export default function SellAddOnPacksScreen() {
  return <PendingScreen />
}
