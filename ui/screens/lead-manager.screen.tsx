import { PendingScreen } from './pending-screen'

/** /lead-manager: filled by a later issue; until then its title and an honest note. */
export default function LeadManagerScreen() {
  return <PendingScreen />
}
