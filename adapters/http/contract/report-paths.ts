import { PAGED_REPORT_KINDS, type PagedReportKind } from '../../../core/reports/report-paging.rule'

/** Paths of the report calls (part 3 §7): v1/reports/* and offlineReconciliation/*, one a report. */
export const REPORT_PATHS = {
  settlements: 'v1/reports/settlements',
  invoices: 'v1/reports/invoices',
  adjustments: 'v1/reports/adjustments',
  payments: 'v1/reports/payments',
  receivables: 'offlineReconciliation/receivables',
  exceptions: 'offlineReconciliation/exceptions',
  leadDetails: 'v1/reports/leadDetails',
  luxLeadDetails: 'v1/reports/luxLeadDetails',
  myMembers: 'v1/reports/myMembers',
  newMembers: 'v1/reports/newMembers',
  centerHealth: 'v1/reports/centerHealth',
  revenueTarget: 'v1/reports/revenueTarget',
  revenue: 'v1/reports/revenue',
  trainerAttendance: 'v1/reports/trainerAttendance',
  ptSales: 'v1/reports/ptSales',
  guaranteedGuidance: 'v1/reports/guaranteedGuidance',
  cashSales: 'v1/reports/cashSales',
  salesPerformance: 'v1/reports/salesPerformance',
  cpl: 'v1/reports/cpl',
  pilatesConsumption: 'v1/reports/pilatesConsumption',
} as const

/** Paths of the paged reports (docs/api/paging.md): a POST for a page, a GET that streams the CSV export. */
const pathsOf = (suffix: string): Readonly<Record<PagedReportKind, string>> =>
  Object.fromEntries(PAGED_REPORT_KINDS.map((k) => [k, `${REPORT_PATHS[k]}/${suffix}`])) as Record<PagedReportKind, string>
export const REPORT_PAGE_PATHS = pathsOf('page')
export const REPORT_EXPORT_PATHS = pathsOf('export')
