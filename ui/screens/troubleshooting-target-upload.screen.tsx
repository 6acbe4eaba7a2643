import { PendingScreen } from './pending-screen'

/** /troubleshooting/target-upload: filled by a later issue; until then its title and an honest note. */
export default function TroubleshootingTargetUploadScreen() {
  return <PendingScreen />
}
