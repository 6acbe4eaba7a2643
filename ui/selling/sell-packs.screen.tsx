import { SellPacksScreen } from './sell-packs-screen'

/** /sell-packs: membership sales (part 2 §2). */
export default function SellPacks() {
  return <SellPacksScreen />
}
