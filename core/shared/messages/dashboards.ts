// ---- Dashboards, classes and play screens  ----
/** Range choices of the dashboards (part 3 §9: last 7 / 10 / 30 days ending yesterday, month to date). */
export const DASHBOARD_RANGE_LABELS = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last10Days: 'Last 10 days',
  last30Days: 'Last 30 days',
  monthToDate: 'Month to date',
} as const
export const DASHBOARD_RANGE_GROUP = 'Show figures for'
export const DASHBOARD_DAY_INVALID = 'Days are sent as YYYY-MM-DD.'
export const DASHBOARD_RANGE_BACKWARDS = 'The start day must be on or before the end day.'
export const dashboardRangeTooLong = (maxDays: number): string => `A dashboard covers at most ${maxDays} days.`
export const DASHBOARD_FIGURES = 'Figures'
export const DASHBOARD_CHECK_INS = 'Check-ins'
export const DASHBOARD_PLAY_BOOKINGS = 'Play bookings'
export const DASHBOARD_SALES = 'Sales'
export const DASHBOARD_REVENUE = 'Revenue'
export const DASHBOARD_PT_SESSIONS = 'PT sessions'
export const DASHBOARD_LEADS_DUE = 'Leads due'
export const DASHBOARD_RENEWALS_DUE = 'Renewals due'
export const DASHBOARD_LEADS_DUE_HINT = 'Open leads'
export const DASHBOARD_RENEWALS_DUE_HINT = 'Memberships ending in the range or the 30 days after it'
export const dashboardByTimeOfDay = (what: string): string => `${what} by time of day`
export const dashboardByDay = (what: string): string => `${what} and revenue by day`
export const DASHBOARD_TIME_OF_DAY = 'Time of day'
export const DASHBOARD_DAY = 'Day'
export const DASHBOARD_OUTSIDE_BUCKETS = 'Other hours (11 PM to 4 AM)'
export const DASHBOARD_LOADING = 'Loading the figures…'
export const dashboardSpan = (from: string, to: string): string => (from === to ? from : `${from} to ${to}`)
