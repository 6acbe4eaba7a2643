import { LEADS_UPLOAD_PURPOSE } from '../../core/shared/messages/uploads'
import { BulkUploadScreen } from './bulk-upload-screen'

/** /troubleshooting/leads-upload: the Leads Upload bulk upload (dry run first, then every row or none). */
export default function TroubleshootingLeadsUploadScreen() {
  return <BulkUploadScreen kind="leads" title="Leads Upload" purpose={LEADS_UPLOAD_PURPOSE} />
}
