import type { StaffAccessDirectory } from './access/staff-access.port'
import type { CentreDirectory } from './centre/centre-directory.port'
import { createShellUseCases } from './shell-use-cases'
import type { Clock } from './shared/clock.port'
import type { ErrorReporter } from './shared/error-reporter.port'
import type { IdGenerator } from './shared/id-generator.port'
import type { KeyValueStore } from './shared/key-value-store.port'
import type { PiiCipher } from './shared/pii-cipher.port'
import type { PackCatalog } from './selling/pack-catalog.port'
import type { OrderDesk } from './selling/order-desk.port'
import type { PaymentTerminal } from './payment/payment-terminal.port'
import type { OtpService } from './selling/otp-service.port'
import type { PaymentLinkBook } from './selling/payment-link-book.port'
import type { GroupBuyChecker } from './selling/group-buy-checker.port'
import { computePrice } from './selling/compute-price.use-case'
import { sellPack } from './selling/sell-pack.use-case'
import { confirmPayment } from './payment/confirm-payment.use-case'
import { sendOtp, verifyOtp } from './selling/otp.use-case'
import { generatePaymentLink, listPaymentLinks } from './selling/payment-links.use-case'
import { applySpotOffer } from './selling/spot-offer.use-case'
import { ptPriceDropOtp } from './selling/sale-otp'
import { rememberSale, saleInProgress } from './payment/sale-in-progress.use-case'
import type { PaymentSignals } from './payment/payment-signals.port'
import { announcePayment, watchPaymentLock } from './payment/payment-signals.use-case'
import { sellablePacks } from './selling/sellable-packs.use-case'
import {
  addOnPacks,
  bootcampSlots,
  cardMachines,
  groupBuyEligibility,
  membershipExchange,
  playPtPacks,
  premiumConfig,
  ptPacks,
  recurringLink,
  saveBootcampPreference,
  sports,
  startDateWindow,
} from './selling/selling-lookups.use-case'

// ---- usecases-profile ----
import { addChild, callCustomer, clearBiometrics, loadAddOns, loadBcaHistory, loadChildren, recordBca, revealPhone } from './customer/profile-actions.use-case'
import type { CustomerDirectory } from './customer/customer-directory.port'
import { lookupCustomer } from './customer/lookup-customer.use-case'
import { searchUserByPhone } from './customer/search-user-by-phone.use-case'
import { registerCustomer } from './customer/register-customer.use-case'
import { downloadInvoice, loadOrderDetails, loadOrders } from './customer/order-actions.use-case'
import type { OrderHistory } from './customer/order-history.port'
import {
  assignTrainer,
  checkInAsMember,
  checkInAsTrial,
  checkInByPasscode,
  checkOut,
  pastCheckIns,
  trainersForCheckIn,
  validatePasscode,
} from './check-in/check-in-actions.use-case'
import type { CheckInRegistry } from './check-in/check-in-registry.port'
import { classifyCheckIns } from './check-in/classify-check-ins.use-case'
import { captureLead, recordPitch, recordWalkInPitch, searchLeads } from './lead/lead-actions.use-case'
import type { LeadBook } from './lead/lead-book.port'
import type { PitchDesk } from './lead/pitch-desk.port'
import type { MembershipEditor } from './membership/membership-editor.port'
import { updateMembership } from './membership/update-membership.use-case'
import {
  bookPtSession,
  cancelPtSession,
  loadPlayPtPacks,
  loadPtPacks,
  loadPtSessions,
  loadTrainerSlots,
  reschedulePtSession,
  startPtSession,
} from './pt/pt-actions.use-case'
import type { PtSchedule } from './pt/pt-schedule.port'
import { loadEmployees, loadTrainers } from './staff/staff-actions.use-case'
import type { StaffDirectory } from './staff/staff-directory.port'
import { resolveTask } from './task/resolve-task.use-case'
import { callForTask, loadCallTrail, loadTasks } from './task/task-actions.use-case'
import type { TaskQueue } from './task/task-queue.port'
// ---- profile desk (issue 11) ----
import { findCustomer, loadCustomer, loadMemberships } from './customer/find-customer.use-case'
// ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
import type { PtOtpBypassList } from './selling/pt-otp-bypass.port'
import type { CentreLookups } from './centre/centre-lookups.port'
import { centreConfiguration } from './centre/centre-configuration.use-case'
import { leadCommentTags } from './centre/lead-comment-tags.use-case'
import { segmentMembership } from './centre/segment-membership.use-case'
import { ptOtpWhitelist, ptSpotOffers, sellPtPack, startPtSale } from './selling/pt-sale.use-case'
// ---- profile-care ----
import type { InjuryLog } from './injury/injury-log.port'
import { reportInjury } from './injury/report-injury.use-case'
// ---- the profile: injuries and cult trainers ----
import { loadInjuries } from './injury/load-injuries.use-case'
import type { CultTrainerList } from './injury/cult-trainer-list.port'
import { loadCultTrainers } from './injury/load-cult-trainers.use-case'
// ---- dashboards (issue 16, second half) ----
import type { CentreDashboard } from './dashboard/centre-dashboard.port'
// ---- performance and training (issue 16) ----
import type { PerformanceDesk } from './performance/performance-desk.port'
import { loadMyPerformance } from './performance/load-my-performance.use-case'
import { loadPqsMetric, loadPqsMetrics } from './performance/load-pqs-metric.use-case'
import { loadScoreEmbed } from './performance/load-score-embed.use-case'
import { loadTrainingSessions } from './performance/load-training-sessions.use-case'
import { loadDashboard } from './dashboard/load-dashboard.use-case'
import type { ReferralBook } from './lead/referral-book.port'
import { recordReferral } from './lead/record-referral.use-case'
// ---- reports (issue 16) ----
import type { ReportDesk } from './reports/report-desk.port'
import { runReport } from './reports/run-report.use-case'
import type { EmployeeBook } from './employee/employee-book.port'
import type { StaffDesk } from './employee/staff-desk.port'
import { decideLeave, loadDelinquencies, loadGroomingScore, loadGxShifts, loadLeaveRequests, requestDelinquencyReversal } from './employee/staff-desk.use-case'
import { requestLeave } from './employee/request-leave.use-case'
import { loadMyLeaveRequests } from './employee/my-leave-requests.use-case'
import {
  createEmployee,
  loadAttendance,
  loadEmployeeList,
  loadEmployeeProfile,
  markManualAttendance,
  loadRoster,
  addRosterShift,
  ptLevelOptions,
  specialisationOptions,
  updateEmployeeProfile,
} from './employee/employees.use-case'
// ---- roster slot picker (issue 15, rostering) ----
import { bookRosterSlot, loadRosterSlots } from './employee/roster-slots.use-case'
// ---- shift patterns on the roster (issue 15, rostering) ----
import { applyShiftPattern, createShiftPattern, loadShiftPatterns, planShiftPattern } from './employee/shift-patterns.use-case'
// ---- leads desk (issue 13) ----
import { leadHistory, ptLeadModalConfig, recordPtPitch, scheduledWalkIns, submitPtLead, transferLeads, updateLead, updateLeadConfig } from './lead/lead-desk.use-case'
// ---- uploads ----
import type { BulkUploadDesk } from './operations/bulk-upload-desk.port'
import type { TargetUploadDesk } from './operations/target-upload-desk.port'
import { applyBulkUpload, bulkUploadAudit, bulkUploadHistory, dryRunBulkUpload } from './operations/bulk-upload.use-case'
import { loadOwnerEntities, loadTargetMetrics, requestTargetUploadUrl, targetFileUrl, targetUploadHistory, uploadTargetFile } from './operations/target-upload.use-case'
// ---- operations: issues and door ----
import type { IssueDesk } from './operations/issue-desk.port'
import type { DoorDesk } from './operations/door-desk.port'
import { loadIssues, reportIssue } from './operations/issues.use-case'
import { actOnDoor, loadDoorDevices } from './operations/door.use-case'
// ---- classes and play (issue 16) ----
import type { ClassTimetable } from './classes/class-timetable.port'
import { loadClassDetail, loadClassSchedule, loadClassesOfDay, markClassAttendance } from './classes/classes.use-case'
import type { PlayBookingBoard } from './play/play-booking-board.port'
import { loadPlayBookings, markPlayAttendance } from './play/play-bookings.use-case'
// ---- operations: rewards, goodies, health partner ----
import type { HabitRewardsDesk } from './operations/habit-rewards-desk.port'
import type { HealthPartnerDesk } from './operations/health-partner-desk.port'
import { acknowledgeHabit, loadGoodies, loadHabitRewards, moveGoodie } from './operations/habit-rewards.use-case'
import { generateHealthPartnerLink, healthPartnerLinks } from './operations/health-partner.use-case'
// ---- tasks and calls (issue 13, part) ----
import type { TaskDesk } from './task/task-desk.port'
import { loadCallSummary, loadCentreTasks } from './task/task-desk.use-case'

// ---- selling catalogue (issue 12) ----
import type { PlayDesk } from './selling/play-desk.port'
import {
  academyCourseCategories,
  academyPacks,
  activeUserMemberships,
  bookPlaySlot,
  esoOffers,
  playBookings,
  playSessions,
  playSlots,
  premiumPacks,
  premiumSpotOffers,
  ptActiveClients,
  sellPlayPack,
  trainersLevelBreakdown,
} from './selling/selling-catalogue.use-case'
// ---- reminders and inbox (issue 13, part) ----
import type { ReminderDesk } from './reminders/reminder-desk.port'
import type { Inbox } from './inbox/inbox.port'
import { watchReminders } from './reminders/watch-reminders.use-case'
import { actOnReminder } from './reminders/act-on-reminder.use-case'
import { loadInbox, markInboxMessages } from './inbox/inbox.use-case'
// ---- a play slot booked from the profile ----
import { bookPlaySession } from './play/book-play-session.use-case'

/** Every port the core needs; the composition roots fill it with adapters. */
export type CorePorts = {
  readonly centres: CentreDirectory
  /** The staff member's permissions and the per-centre feature lists. */
  readonly staffAccess: StaffAccessDirectory
  /** Keeps the selected centre (a cookie in the browser). */
  readonly selection: KeyValueStore
  /** Keeps unfinished orders and other local state (localStorage in the browser). */
  readonly storage: KeyValueStore
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly reporter: ErrorReporter
  readonly pii: PiiCipher
  // ---- selling and payment (usecases-selling) ----
  readonly catalog: PackCatalog
  readonly orders: OrderDesk
  readonly terminal: PaymentTerminal
  readonly otp: OtpService
  readonly links: PaymentLinkBook
  readonly groupBuy: GroupBuyChecker
  // ---- usecases-profile ----
  readonly customers: CustomerDirectory
  readonly checkIns: CheckInRegistry
  readonly pt: PtSchedule
  readonly memberships: MembershipEditor
  readonly orderHistory: OrderHistory
  readonly tasks: TaskQueue
  readonly leads: LeadBook
  readonly pitches: PitchDesk
  readonly staff: StaffDirectory
  // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
  readonly ptOtpBypass: PtOtpBypassList
  readonly lookups: CentreLookups
  // ---- selling catalogue (issue 12) ----
  readonly play: PlayDesk
  // ---- profile-care ----
  readonly injuries: InjuryLog
  readonly referrals: ReferralBook
  // ---- the profile: injuries and cult trainers ----
  readonly cultTrainers: CultTrainerList
  // ---- reports (issue 16) ----
  readonly reports: ReportDesk
  // ---- dashboards (issue 16, second half) ----
  readonly dashboard: CentreDashboard
  // ---- employees (issue 15) ----
  readonly employees: EmployeeBook
  // ---- uploads ----
  readonly bulkUploads: BulkUploadDesk
  readonly targets: TargetUploadDesk
  // ---- operations: issues and door ----
  readonly issues: IssueDesk
  readonly doors: DoorDesk
  // ---- reminders and inbox ----
  readonly reminders: ReminderDesk
  readonly inbox: Inbox
  // ---- classes and play (issue 16) ----
  readonly classTimetable: ClassTimetable
  readonly playBookings: PlayBookingBoard
  // ---- performance and training (issue 16) ----
  readonly performance: PerformanceDesk
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  readonly staffDesk: StaffDesk
  // ---- operations: rewards, goodies, health partner ----
  readonly habitRewards: HabitRewardsDesk
  readonly healthPartner: HealthPartnerDesk
  // ---- the payment lock between tabs ----
  readonly paymentSignals: PaymentSignals
  // ---- tasks and calls (issue 13, part) ----
  readonly taskDesk: TaskDesk
}

/** The use cases, bound to their ports: what the UI and headless scripts call. */
export const createUseCases = (p: CorePorts) => ({
  // The shell's use cases (loadCentreContext, chooseCentre, loadStaffAccess, loadFeatureLists, signOut,
  // reportError, centreToday): core/shell-use-cases.ts. Add a screen's use case below, one line, in its area.
  ...createShellUseCases(p),
  // ---- selling and payment (usecases-selling) ----
  computePrice: computePrice(p),
  sellPack: sellPack(p),
  confirmPayment: confirmPayment(p),
  sendOtp: sendOtp(p),
  verifyOtp: verifyOtp(p),
  listPaymentLinks: listPaymentLinks(p),
  generatePaymentLink: generatePaymentLink(p),
  applySpotOffer: applySpotOffer(p),
  groupBuyEligibility: groupBuyEligibility(p),
  startDateWindow: startDateWindow(p),
  membershipExchange: membershipExchange(p),
  recurringLink: recurringLink(p),
  bootcampSlots: bootcampSlots(p),
  saveBootcampPreference: saveBootcampPreference(p),
  ptPacks: ptPacks(p),
  playPtPacks: playPtPacks(p),
  addOnPacks: addOnPacks(p),
  cardMachines: cardMachines(p),
  premiumConfig: premiumConfig(p),
  sports: sports(p),
  // ---- usecases-profile ----
  lookupCustomer: lookupCustomer(p),
  classifyCheckIns: classifyCheckIns(p),
  resolveTask: resolveTask(p),
  loadTasks: loadTasks(p),
  loadCallTrail: loadCallTrail(p),
  callForTask: callForTask(p),
  checkInAsMember: checkInAsMember(p),
  checkInAsTrial: checkInAsTrial(p),
  validatePasscode: validatePasscode(p),
  checkInByPasscode: checkInByPasscode(p),
  checkOut: checkOut(p),
  assignTrainer: assignTrainer(p),
  trainersForCheckIn: trainersForCheckIn(p),
  pastCheckIns: pastCheckIns(p),
  loadPtPacks: loadPtPacks(p),
  loadPlayPtPacks: loadPlayPtPacks(p),
  loadPtSessions: loadPtSessions(p),
  loadTrainerSlots: loadTrainerSlots(p),
  bookPtSession: bookPtSession(p),
  reschedulePtSession: reschedulePtSession(p),
  cancelPtSession: cancelPtSession(p),
  startPtSession: startPtSession(p),
  updateMembership: updateMembership(p),
  recordBca: recordBca(p),
  loadBcaHistory: loadBcaHistory(p),
  addChild: addChild(p),
  loadChildren: loadChildren(p),
  clearBiometrics: clearBiometrics(p),
  loadAddOns: loadAddOns(p),
  revealPhone: revealPhone(p),
  callCustomer: callCustomer(p),
  loadOrders: loadOrders(p),
  loadOrderDetails: loadOrderDetails(p),
  downloadInvoice: downloadInvoice(p),
  captureLead: captureLead(p),
  searchLeads: searchLeads(p),
  recordPitch: recordPitch(p),
  recordWalkInPitch: recordWalkInPitch(p),
  loadEmployees: loadEmployees(p),
  loadTrainers: loadTrainers(p),
  // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
  startPtSale: startPtSale(p),
  ptOtpWhitelist: ptOtpWhitelist(p),
  sellPtPack: sellPtPack(p),
  ptSpotOffers: ptSpotOffers(p),
  centreConfiguration: centreConfiguration(p),
  segmentMembership: segmentMembership(p),
  leadCommentTags: leadCommentTags(p),
  // ---- profile-care ----
  reportInjury: reportInjury(p),
  recordReferral: recordReferral(p),
  // ---- profile desk (issue 11) ----
  findCustomer: findCustomer(p),
  loadCustomer: loadCustomer(p),
  loadMemberships: loadMemberships(p),
  // ---- selling catalogue (issue 12) ----
  trainersLevelBreakdown: trainersLevelBreakdown(p),
  ptActiveClients: ptActiveClients(p),
  activeUserMemberships: activeUserMemberships(p),
  academyCourseCategories: academyCourseCategories(p),
  academyPacks: academyPacks(p),
  premiumPacks: premiumPacks(p),
  premiumSpotOffers: premiumSpotOffers(p),
  esoOffers: esoOffers(p),
  playSessions: playSessions(p),
  playSlots: playSlots(p),
  bookPlaySlot: bookPlaySlot(p),
  playBookings: playBookings(p),
  sellPlayPack: sellPlayPack(p),
  // ---- the desk as staff read it (issue 18) ----
  /** The id of the customer with this mobile number, or undefined (a check-in list search by phone). */
  searchUserByPhone: searchUserByPhone(p),
  // ---- selling desk (issue 12: /sell-packs, Sell Pack modal, purchase flow) ----
  sellablePacks: sellablePacks(p),
  rememberSale: rememberSale(p),
  saleInProgress: saleInProgress(p),
  // ---- the profile: injuries read back, cult trainers ----
  loadInjuries: loadInjuries(p),
  loadCultTrainers: loadCultTrainers(p),
  // ---- reports (issue 16) ----
  runReport: runReport(p),
  // ---- dashboards (issue 16, second half) ----
  loadDashboard: loadDashboard(p),
  // ---- performance and training (issue 16) ----
  loadMyPerformance: loadMyPerformance(p),
  loadPqsMetric: loadPqsMetric(p),
  loadPqsMetrics: loadPqsMetrics(p),
  loadScoreEmbed: loadScoreEmbed(p),
  loadTrainingSessions: loadTrainingSessions(p),
  // ---- employees (issue 15) ----
  loadEmployeeList: loadEmployeeList(p),
  loadEmployeeProfile: loadEmployeeProfile(p),
  ptLevelOptions: ptLevelOptions(p),
  specialisationOptions: specialisationOptions(p),
  updateEmployeeProfile: updateEmployeeProfile(p),
  createEmployee: createEmployee(p),
  loadAttendance: loadAttendance(p),
  markManualAttendance: markManualAttendance(p),
  // ---- leads desk (issue 13: My Leads, Record Lead, PT pitch and lead, walk-ins, lead transfer) ----
  leadHistory: leadHistory(p),
  updateLeadConfig: updateLeadConfig(p),
  updateLead: updateLead(p),
  ptLeadModalConfig: ptLeadModalConfig(p),
  recordPtPitch: recordPtPitch(p),
  submitPtLead: submitPtLead(p),
  transferLeads: transferLeads(p),
  scheduledWalkIns: scheduledWalkIns(p),
  loadRoster: loadRoster(p),
  addRosterShift: addRosterShift(p),
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  loadLeaveRequests: loadLeaveRequests(p),
  decideLeave: decideLeave(p),
  loadGxShifts: loadGxShifts(p),
  loadDelinquencies: loadDelinquencies(p),
  requestDelinquencyReversal: requestDelinquencyReversal(p),
  loadGroomingScore: loadGroomingScore(p),
  // ---- selling finish (issue 12 PT, issue 17 finding 11) ----
  ptPriceDropOtp: ptPriceDropOtp(p),
  // ---- uploads (issue 14: target upload, troubleshooting uploads; issue 13: leads upload) ----
  dryRunBulkUpload: dryRunBulkUpload(p),
  applyBulkUpload: applyBulkUpload(p),
  bulkUploadHistory: bulkUploadHistory(p),
  bulkUploadAudit: bulkUploadAudit(p),
  loadOwnerEntities: loadOwnerEntities(p),
  loadTargetMetrics: loadTargetMetrics(p),
  requestTargetUploadUrl: requestTargetUploadUrl(p),
  uploadTargetFile: uploadTargetFile(p),
  targetUploadHistory: targetUploadHistory(p),
  targetFileUrl: targetFileUrl(p),
  // ---- operations: issues and door (issue 14: /issues, /door) ----
  loadIssues: loadIssues(p),
  reportIssue: reportIssue(p),
  loadDoorDevices: loadDoorDevices(p),
  actOnDoor: actOnDoor(p),
  // ---- reminders and inbox (issue 13, part) ----
  watchReminders: watchReminders(p),
  actOnReminder: actOnReminder(p),
  loadInbox: loadInbox(p),
  markInboxMessages: markInboxMessages(p),
  // ---- classes and play (issue 16) ----
  loadClassesOfDay: loadClassesOfDay(p),
  loadClassDetail: loadClassDetail(p),
  loadClassSchedule: loadClassSchedule(p),
  markClassAttendance: markClassAttendance(p),
  loadPlayBookings: loadPlayBookings(p),
  markPlayAttendance: markPlayAttendance(p),
  // ---- operations: rewards, goodies, health partner ----
  loadHabitRewards: loadHabitRewards(p),
  acknowledgeHabit: acknowledgeHabit(p),
  loadGoodies: loadGoodies(p),
  moveGoodie: moveGoodie(p),
  generateHealthPartnerLink: generateHealthPartnerLink(p),
  healthPartnerLinks: healthPartnerLinks(p),
  // ---- tasks and calls (issue 13, part: /crmTasks) ----
  loadCentreTasks: loadCentreTasks(p),
  loadCallSummary: loadCallSummary(p),
  // ---- roster slot picker (issue 15, rostering) ----
  loadRosterSlots: loadRosterSlots(p),
  bookRosterSlot: bookRosterSlot(p),
  // ---- shift patterns on the roster (issue 15, rostering) ----
  loadShiftPatterns: loadShiftPatterns(p),
  applyShiftPattern: applyShiftPattern(p),
  planShiftPattern: planShiftPattern(p),
  createShiftPattern: createShiftPattern(p),
  // ---- the payment lock between tabs ----
  announcePayment: announcePayment(p),
  watchPaymentLock: watchPaymentLock(p),
  // ---- a sell screen's customer lookup: Register New User ----
  registerCustomer: registerCustomer(p),
  // ---- leave requests (a staff member asks; a manager with LEAVE_APPROVAL decides) ----
  requestLeave: requestLeave(p),
  loadMyLeaveRequests: loadMyLeaveRequests(p),
  // ---- a play slot booked from the profile ----
  bookPlaySession: bookPlaySession(p),
})

export type UseCases = ReturnType<typeof createUseCases>
export type UseCaseName = keyof UseCases
