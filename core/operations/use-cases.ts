import type { CorePorts } from '../ports'
import { acknowledgeHabit } from './acknowledge-habit.use-case'
import { actOnDoor } from './act-on-door.use-case'
import { applyBulkUpload } from './apply-bulk-upload.use-case'
import { bulkUploadAudit } from './bulk-upload-audit.use-case'
import { bulkUploadHistory } from './bulk-upload-history.use-case'
import { dryRunBulkUpload } from './dry-run-bulk-upload.use-case'
import { generateHealthPartnerLink } from './generate-health-partner-link.use-case'
import { healthPartnerLinks } from './health-partner-links.use-case'
import { loadDoorDevices } from './load-door-devices.use-case'
import { loadGoodies } from './load-goodies.use-case'
import { loadHabitRewards } from './load-habit-rewards.use-case'
import { loadIssues } from './load-issues.use-case'
import { loadOwnerEntities } from './load-owner-entities.use-case'
import { loadTargetMetrics } from './load-target-metrics.use-case'
import { moveGoodie } from './move-goodie.use-case'
import { reportIssue } from './report-issue.use-case'
import { requestTargetUploadUrl } from './request-target-upload-url.use-case'
import { targetFileUrl } from './target-file-url.use-case'
import { targetUploadHistory } from './target-upload-history.use-case'
import { targetHistoryPage } from './target-history-page.use-case'
import { uploadTargetFile } from './upload-target-file.use-case'
import { bulkUploadHistoryPage } from './bulk-upload-history-page.use-case'

/** The operations use cases, bound to their ports. */
export const operationsUseCases = (p: CorePorts) => ({
  acknowledgeHabit: acknowledgeHabit(p),
  actOnDoor: actOnDoor(p),
  applyBulkUpload: applyBulkUpload(p),
  bulkUploadAudit: bulkUploadAudit(p),
  bulkUploadHistory: bulkUploadHistory(p),
  dryRunBulkUpload: dryRunBulkUpload(p),
  generateHealthPartnerLink: generateHealthPartnerLink(p),
  healthPartnerLinks: healthPartnerLinks(p),
  loadDoorDevices: loadDoorDevices(p),
  loadGoodies: loadGoodies(p),
  loadHabitRewards: loadHabitRewards(p),
  loadIssues: loadIssues(p),
  loadOwnerEntities: loadOwnerEntities(p),
  loadTargetMetrics: loadTargetMetrics(p),
  moveGoodie: moveGoodie(p),
  reportIssue: reportIssue(p),
  requestTargetUploadUrl: requestTargetUploadUrl(p),
  targetFileUrl: targetFileUrl(p),
  targetUploadHistory: targetUploadHistory(p),
  targetHistoryPage: targetHistoryPage(p),
  uploadTargetFile: uploadTargetFile(p),
  bulkUploadHistoryPage: bulkUploadHistoryPage(p),
})
