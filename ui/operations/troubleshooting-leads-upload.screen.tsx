import { BulkUploadScreen } from './bulk-upload-screen'

/** /troubleshooting/leads-upload: the Leads Upload bulk upload (dry run first, then every row or none). */
export default function TroubleshootingLeadsUploadScreen() {
  return <BulkUploadScreen kind="leads" title="Leads Upload" purpose="Adds leads for this centre: one row per person (source is a lead source code, quality HOT, WARM, COLD or NOT_INTERESTED)." />
}
