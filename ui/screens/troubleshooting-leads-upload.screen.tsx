import { PendingScreen } from './pending-screen'

/** /troubleshooting/leads-upload: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingLeadsUploadScreen() {
  return <PendingScreen />
}
