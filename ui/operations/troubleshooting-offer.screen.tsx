import { BulkUploadScreen } from './bulk-upload-screen'

/** /troubleshooting/offer: the Offers Revert bulk upload (dry run first, then every row or none). */
export default function TroubleshootingOfferScreen() {
  return <BulkUploadScreen kind="offer" title="Offers Revert" purpose="Reverts offers members have availed: one row per member and offer." />
}
