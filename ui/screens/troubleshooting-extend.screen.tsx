import { PendingScreen } from './pending-screen'

/** /troubleshooting/extend: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingExtendScreen() {
  return <PendingScreen />
}
