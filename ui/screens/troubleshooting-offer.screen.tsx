import { PendingScreen } from './pending-screen'

/** /troubleshooting/offer: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingOfferScreen() {
  return <PendingScreen />
}
