import type { ReportKind } from './report'

/** Each report's name as staff read it (tab names on the settlements screen, CLI listing, CSV file name). */
export const REPORT_TITLES: Readonly<Record<ReportKind, string>> = {
  settlements: 'Settlements',
  invoices: 'Invoices',
  adjustments: 'Adjustments',
  payments: 'Payments',
  receivables: 'Receivables',
  exceptions: 'Exceptions',
  leadDetails: 'Lead Details',
  luxLeadDetails: 'Lux Lead Details',
  myMembers: 'My Members',
  newMembers: 'New Members',
  centerHealth: 'Center Health',
  revenueTarget: 'Revenue Target',
  revenue: 'Revenue',
  trainerAttendance: 'Trainer Attendance',
  ptSales: 'PT Sales',
  guaranteedGuidance: 'Guaranteed Guidance',
  cashSales: 'Cash Sales',
  salesPerformance: 'Sales Performance',
  cpl: 'CPL',
  pilatesConsumption: 'Pilates Consumption',
}

/** The reports each report route shows (the settlements screen as tabs, in this order). */
export const REPORTS_OF_ROUTE: Readonly<Record<string, readonly ReportKind[]>> = {
  '/reports/v1settlements': ['settlements'],
  '/reports/v2settlement': ['settlements', 'invoices', 'adjustments', 'payments', 'receivables', 'exceptions'],
  '/reports/lead-details': ['leadDetails'],
  '/reports/lux-lead-details': ['luxLeadDetails'],
  '/reports/my-members': ['myMembers'],
  '/reports/new-members': ['newMembers'],
  '/reports/center-health': ['centerHealth'],
  '/reports/revenue-target': ['revenueTarget'],
  '/reports/revenue': ['revenue'],
  '/reports/trainer-attendance': ['trainerAttendance'],
  '/reports/pt-sales': ['ptSales'],
  '/reports/guranteed-guidance': ['guaranteedGuidance'],
  '/reports/cashSales': ['cashSales'],
  '/reports/sales-performance': ['salesPerformance'],
  '/reports/CPL': ['cpl'],
  '/reports/pilatesConsumption': ['pilatesConsumption'],
}

/** The route whose gates (permission, centre type, feature list) a report follows, on the server too. */
export const reportRoute = (kind: ReportKind): string => {
  for (const [route, kinds] of Object.entries(REPORTS_OF_ROUTE)) if (route !== '/reports/v1settlements' && kinds.includes(kind)) return route
  throw new Error(`reportRoute: no route shows ${kind}`)
}

/** A file name for a report's CSV export: the report's title and its days. */
export const reportFileName = (kind: ReportKind, from: string, to: string): string =>
  `${REPORT_TITLES[kind].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${from}-to-${to}.csv`
