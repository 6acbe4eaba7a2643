import { PendingScreen } from './pending-screen'

/** /troubleshooting: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingScreen() {
  return <PendingScreen />
}
