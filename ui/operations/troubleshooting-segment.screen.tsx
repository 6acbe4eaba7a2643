import { BulkUploadScreen } from './bulk-upload-screen'

/** /troubleshooting/segment: the Segment Removal bulk upload (dry run first, then every row or none). */
export default function TroubleshootingSegmentScreen() {
  return <BulkUploadScreen kind="segment" title="Segment Removal" purpose="Removes members from a segment: one row per member and segment." />
}
