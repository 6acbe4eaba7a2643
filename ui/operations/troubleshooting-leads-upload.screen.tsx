import { LEAD_QUALITIES, LEAD_SOURCES } from '../../core/shared/constants'
import { enumLabel } from '../../core/shared/enum-labels'
import { LEADS_UPLOAD_OWNER_COLUMNS, LEADS_UPLOAD_PURPOSE } from '../../core/shared/messages/uploads'
import { BulkUploadScreen } from './bulk-upload-screen'
import { Code } from './operations-styles'

/** The codes a column takes, each as the file must hold it, with its words. */
const codesOf = (codes: readonly string[], domain: 'leadSource' | 'leadQuality') =>
  codes.map((c, i) => (
    <span key={c}>
      {i > 0 ? ', ' : ''}
      <Code>{c}</Code> ({enumLabel(domain, c)})
    </span>
  ))

/** /troubleshooting/leads-upload: the Leads Upload bulk upload (dry run first, then every row or none). */
export default function TroubleshootingLeadsUploadScreen() {
  return (
    <BulkUploadScreen
      kind="leads"
      title="Leads Upload"
      purpose={
        <>
          {LEADS_UPLOAD_PURPOSE} The source is one of {codesOf(LEAD_SOURCES, 'leadSource')}; the quality one of{' '}
          {codesOf(LEAD_QUALITIES, 'leadQuality')}. {LEADS_UPLOAD_OWNER_COLUMNS}
        </>
      }
    />
  )
}
