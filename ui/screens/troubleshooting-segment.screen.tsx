import { PendingScreen } from './pending-screen'

/** /troubleshooting/segment: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingSegmentScreen() {
  return <PendingScreen />
}
