import { BulkUploadScreen } from './bulk-upload-screen'

/** /troubleshooting/extend: the Manage Memberships bulk upload (dry run first, then every row or none). */
export default function TroubleshootingExtendScreen() {
  return <BulkUploadScreen kind="extend" title="Manage Memberships" purpose="Extends memberships of the chosen type by a number of days: one row per membership." />
}
