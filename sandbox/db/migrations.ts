/**
 * Schema migrations, applied in this order once each (by id). Add a new migration as a file in
 * `migrations/` and append it at the end of this list; never edit one that has shipped.
 */
import type { Migration } from './migration'
import { centresStaffAndSessions } from './migrations/01-centres-staff-sessions'
import { customers } from './migrations/02-customers'
import { profileCheckInsPtOrdersTasksAndLeads } from './migrations/03-profile-check-ins-pt-orders-tasks-leads'
import { sellingOrdersTerminalsOtpSmsAndPaymentLinks } from './migrations/04-selling-orders-terminals-otp-sms-payment-links'
import { soldMembershipsInProfile } from './migrations/05-sold-memberships-in-profile'
import { playBookings } from './migrations/06-play-bookings'
import { injuryReportsAndReferrals } from './migrations/07-injury-reports-referrals'
import { sessionInactivity } from './migrations/08-session-inactivity'
import { revenueTargets } from './migrations/14-revenue-targets'
import { employeesRosterAttendanceAndLeave } from './migrations/13-employees-roster-attendance-leave'
import { saleOtpsAndPtBypass } from './migrations/09-sale-otps-pt-bypass'
import { leadInteractionsAndWalkIns } from './migrations/11-lead-interactions-walk-ins'
import { uploads } from './migrations/12-uploads'
import { operationsIssuesAndDoorAccess } from './migrations/18-operations-issues-door-access'
import { inboxMessages } from './migrations/17-inbox-messages'
import { groupClassesAndPlayAttendance } from './migrations/21-group-classes-play-attendance'
import { cmTrainingSessions } from './migrations/22-cm-training-sessions'
import { geShiftsDelinquenciesAndGrooming } from './migrations/20-ge-shifts-delinquencies-grooming'
import { habitRewardsAndHealthPartners } from './migrations/19-habit-rewards-health-partners'
import { taskCentresAndCallInteractions } from './migrations/16-task-centres-call-interactions'
import { shiftPatterns } from './migrations/23-shift-patterns'
import { uploadedLeadsIntoLeads } from './migrations/24-uploaded-leads-into-leads'
import { rosterLeaveSourceAndAttendanceReason } from './migrations/25-roster-leave-source-attendance-reason'
import { playBookingChild } from './migrations/26-play-booking-child'
import { centreTaxFactsAndTaxInvoices } from './migrations/27-centre-tax-facts-tax-invoices'
import { memberPassesAndCards } from './migrations/28-member-passes-and-cards'
import { cashDrawersAndRefunds } from './migrations/29-cash-drawers-refunds'
import { pagingIndexes } from './migrations/30-paging-indexes'
import { checkInAlertSettings } from './migrations/31-check-in-alert-settings'
import { auditTrail } from './migrations/32-audit-trail'
import { creditNotes } from './migrations/33-credit-notes'
import { reportAndTaskPagingIndexes } from './migrations/34-report-and-task-paging-indexes'
import { peoplePagingIndexes } from './migrations/35-people-paging-indexes'
import { customerDatesOfBirth } from './migrations/36-customer-dates-of-birth'
import { auditTrailNoReplace } from './migrations/37-audit-trail-no-replace'
import { paymentCentresAndUploadHistoryPaging } from './migrations/38-payment-centres-and-upload-history-paging'
import { dashboardSummaries } from './migrations/39-dashboard-summaries'
import { taskStatusCounts } from './migrations/40-task-status-counts'

export type { Migration }

export const MIGRATIONS: readonly Migration[] = [
  centresStaffAndSessions,
  customers,
  profileCheckInsPtOrdersTasksAndLeads,
  sellingOrdersTerminalsOtpSmsAndPaymentLinks,
  soldMembershipsInProfile,
  playBookings,
  injuryReportsAndReferrals,
  sessionInactivity,
  revenueTargets,
  employeesRosterAttendanceAndLeave,
  saleOtpsAndPtBypass,
  leadInteractionsAndWalkIns,
  uploads,
  operationsIssuesAndDoorAccess,
  inboxMessages,
  groupClassesAndPlayAttendance,
  cmTrainingSessions,
  geShiftsDelinquenciesAndGrooming,
  habitRewardsAndHealthPartners,
  taskCentresAndCallInteractions,
  shiftPatterns,
  uploadedLeadsIntoLeads,
  rosterLeaveSourceAndAttendanceReason,
  playBookingChild,
  centreTaxFactsAndTaxInvoices,
  memberPassesAndCards,
  cashDrawersAndRefunds,
  pagingIndexes,
  checkInAlertSettings,
  auditTrail,
  creditNotes,
  reportAndTaskPagingIndexes,
  peoplePagingIndexes,
  customerDatesOfBirth,
  auditTrailNoReplace,
  paymentCentresAndUploadHistoryPaging,
  dashboardSummaries,
  taskStatusCounts,
]
