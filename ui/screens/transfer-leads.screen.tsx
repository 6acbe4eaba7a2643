import { PendingScreen } from './pending-screen'

/** /transfer-leads: filled by a later issue; until then its title and an honest note. */
export default function TransferLeadsScreen() {
  return <PendingScreen />
}
