import type { ServiceIdentifier } from 'inversify'
import type { StaffAccessDirectory } from '../core/access/staff-access.port'
import type { CentreDirectory } from '../core/centre/centre-directory.port'
import type { Clock } from '../core/shared/clock.port'
import type { ErrorReporter } from '../core/shared/error-reporter.port'
import type { IdGenerator } from '../core/shared/id-generator.port'
import type { KeyValueStore } from '../core/shared/key-value-store.port'
import type { PiiCipher } from '../core/shared/pii-cipher.port'
import type { CorePorts, UseCases } from '../core/use-cases'
import type { TaxInvoiceBook } from '../core/money/tax-invoice-book.port'
import type { TaxDocumentPdf } from '../core/money/tax-document-pdf.port'
import type { HttpClient } from '../adapters/http/http-client'
import type { PackCatalog } from '../core/selling/pack-catalog.port'
import type { PlayDesk } from '../core/selling/play-desk.port'
import type { OrderDesk } from '../core/selling/order-desk.port'
import type { PaymentTerminal } from '../core/payment/payment-terminal.port'
import type { OtpService } from '../core/selling/otp-service.port'
import type { PaymentLinkBook } from '../core/selling/payment-link-book.port'
import type { GroupBuyChecker } from '../core/selling/group-buy-checker.port'
// ---- usecases-profile ----
import type { CheckInRegistry } from '../core/check-in/check-in-registry.port'
import type { CustomerDirectory } from '../core/customer/customer-directory.port'
import type { OrderHistory } from '../core/customer/order-history.port'
import type { LeadBook } from '../core/lead/lead-book.port'
import type { PitchDesk } from '../core/lead/pitch-desk.port'
import type { MembershipEditor } from '../core/membership/membership-editor.port'
import type { PtSchedule } from '../core/pt/pt-schedule.port'
import type { StaffDirectory } from '../core/staff/staff-directory.port'
import type { TaskQueue } from '../core/task/task-queue.port'
// ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
import type { PtOtpBypassList } from '../core/selling/pt-otp-bypass.port'
import type { CentreLookups } from '../core/centre/centre-lookups.port'
// ---- profile-care ----
import type { InjuryLog } from '../core/injury/injury-log.port'
import type { CultTrainerList } from '../core/injury/cult-trainer-list.port'
// ---- dashboards  ----
import type { CentreDashboard } from '../core/dashboard/centre-dashboard.port'
// ---- performance and training ----
import type { PerformanceDesk } from '../core/performance/performance-desk.port'
import type { ReferralBook } from '../core/lead/referral-book.port'
// ---- reports ----
import type { ReportDesk } from '../core/reports/report-desk.port'
import type { ListPages } from '../core/shared/list-pages.port'
import type { ReportPager } from '../core/reports/report-pager.port'
import type { EmployeeBook } from '../core/employee/employee-book.port'
import type { StaffDesk } from '../core/employee/staff-desk.port'
// ---- uploads ----
import type { BulkUploadDesk } from '../core/operations/bulk-upload-desk.port'
import type { TargetUploadDesk } from '../core/operations/target-upload-desk.port'
// ---- operations: issues and door ----
import type { IssueDesk } from '../core/operations/issue-desk.port'
import type { DoorDesk } from '../core/operations/door-desk.port'
// ---- reminders and inbox ----
import type { ReminderDesk } from '../core/reminders/reminder-desk.port'
import type { MoneyDesk } from '../core/money/money-desk.port'
import type { Inbox } from '../core/inbox/inbox.port'
// ---- classes and play ----
import type { ClassTimetable } from '../core/classes/class-timetable.port'
import type { PlayBookingBoard } from '../core/play/play-booking-board.port'
// ---- operations: rewards, goodies, health partner ----
import type { HabitRewardsDesk } from '../core/operations/habit-rewards-desk.port'
import type { HealthPartnerDesk } from '../core/operations/health-partner-desk.port'
// ---- tasks and calls (part) ----
import type { PaymentSignals } from '../core/payment/payment-signals.port'
import type { TaskDesk } from '../core/task/task-desk.port'
import type { MemberPassDesk } from '../core/check-in/member-pass-desk.port'
import type { CheckInAlertDesk } from '../core/check-in/check-in-alert-desk.port'
import type { KioskDesk } from '../core/check-in/kiosk-desk.port'
import type { AuditTrail } from '../core/audit/audit-trail.port'

/** A typed container id (a plain `const T: ServiceIdentifier<X> = Symbol()` loses its type). */
const token = <T>(name: string): ServiceIdentifier<T> => Symbol(name) as ServiceIdentifier<T>

export const TOKENS = {
  http: token<HttpClient>('HttpClient'),
  centres: token<CentreDirectory>('CentreDirectory'),
  staffAccess: token<StaffAccessDirectory>('StaffAccessDirectory'),
  selection: token<KeyValueStore>('SelectionStore'),
  storage: token<KeyValueStore>('LocalStore'),
  clock: token<Clock>('Clock'),
  ids: token<IdGenerator>('IdGenerator'),
  reporter: token<ErrorReporter>('ErrorReporter'),
  pii: token<PiiCipher>('PiiCipher'),
  ports: token<CorePorts>('CorePorts'),
  useCases: token<UseCases>('UseCases'),
  // ---- selling and payment (usecases-selling) ----
  catalog: token<PackCatalog>('PackCatalog'),
  orders: token<OrderDesk>('OrderDesk'),
  terminal: token<PaymentTerminal>('PaymentTerminal'),
  otp: token<OtpService>('OtpService'),
  links: token<PaymentLinkBook>('PaymentLinkBook'),
  groupBuy: token<GroupBuyChecker>('GroupBuyChecker'),
  // ---- usecases-profile ----
  customers: token<CustomerDirectory>('CustomerDirectory'),
  checkIns: token<CheckInRegistry>('CheckInRegistry'),
  pt: token<PtSchedule>('PtSchedule'),
  memberships: token<MembershipEditor>('MembershipEditor'),
  orderHistory: token<OrderHistory>('OrderHistory'),
  tasks: token<TaskQueue>('TaskQueue'),
  leads: token<LeadBook>('LeadBook'),
  pitches: token<PitchDesk>('PitchDesk'),
  staff: token<StaffDirectory>('StaffDirectory'),
  // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
  ptOtpBypass: token<PtOtpBypassList>('PtOtpBypassList'),
  lookups: token<CentreLookups>('CentreLookups'),
  // ---- selling catalogue ----
  play: token<PlayDesk>('PlayDesk'),
  // ---- profile-care ----
  injuries: token<InjuryLog>('InjuryLog'),
  referrals: token<ReferralBook>('ReferralBook'),
  // ---- the profile: injuries and cult trainers ----
  cultTrainers: token<CultTrainerList>('CultTrainerList'),
  // ---- reports ----
  reports: token<ReportDesk>('ReportDesk'),
  reportPages: token<ReportPager>('ReportPager'),
  // ---- dashboards  ----
  dashboard: token<CentreDashboard>('CentreDashboard'),
  // ---- employees ----
  employees: token<EmployeeBook>('EmployeeBook'),
  // ---- uploads ----
  bulkUploads: token<BulkUploadDesk>('BulkUploadDesk'),
  targets: token<TargetUploadDesk>('TargetUploadDesk'),
  // ---- operations: issues and door ----
  issues: token<IssueDesk>('IssueDesk'),
  doors: token<DoorDesk>('DoorDesk'),
  // ---- reminders and inbox ----
  reminders: token<ReminderDesk>('ReminderDesk'),
  inbox: token<Inbox>('Inbox'),
  // ---- classes and play ----
  classTimetable: token<ClassTimetable>('ClassTimetable'),
  playBookings: token<PlayBookingBoard>('PlayBookingBoard'),
  // ---- performance and training ----
  performance: token<PerformanceDesk>('PerformanceDesk'),
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  staffDesk: token<StaffDesk>('StaffDesk'),
  // ---- operations: rewards, goodies, health partner ----
  habitRewards: token<HabitRewardsDesk>('HabitRewardsDesk'),
  healthPartner: token<HealthPartnerDesk>('HealthPartnerDesk'),
  // ---- tasks and calls (part) ----
  taskDesk: token<TaskDesk>('TaskDesk'),
  // ---- the payment lock between tabs ----
  paymentSignals: token<PaymentSignals>('PaymentSignals'),
  // ---- GST tax invoices ----
  taxInvoices: token<TaxInvoiceBook>('TaxInvoiceBook'),
  taxDocumentPdf: token<TaxDocumentPdf>('TaxDocumentPdf'),
  // ---- check-in by member pass or card ----
  memberPasses: token<MemberPassDesk>('MemberPassDesk'),
  // ---- money: the cash drawer and refunds ----
  money: token<MoneyDesk>('MoneyDesk'),
  // ---- alerts at check-in and the self check-in kiosk ----
  checkInAlerts: token<CheckInAlertDesk>('CheckInAlertDesk'),
  kiosk: token<KioskDesk>('KioskDesk'),
  // ---- audit trail ----
  auditTrail: token<AuditTrail>('AuditTrail'),
  // ---- lists read a page at a time ----
  listPages: token<ListPages>('ListPages'),
} as const
