import type { CorePorts } from '../ports'
import { reportExportLink } from './report-export-link.use-case'
import { runReport } from './run-report.use-case'
import { runReportPage } from './run-report-page.use-case'

/** The reports use cases, bound to their ports. */
export const reportsUseCases = (p: CorePorts) => ({
  runReport: runReport(p),
  runReportPage: runReportPage(p),
  reportExportLink: reportExportLink(p),
})
