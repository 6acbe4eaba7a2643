import type { StaffAccessDirectory } from './access/staff-access.port'
import type { CentreDirectory } from './centre/centre-directory.port'
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
import type { PaymentSignals } from './payment/payment-signals.port'
import type { CustomerDirectory } from './customer/customer-directory.port'
import type { OrderHistory } from './customer/order-history.port'
import type { TaxInvoiceBook } from './money/tax-invoice-book.port'
import type { TaxDocumentPdf } from './money/tax-document-pdf.port'
import type { CheckInRegistry } from './check-in/check-in-registry.port'
import type { LeadBook } from './lead/lead-book.port'
import type { PitchDesk } from './lead/pitch-desk.port'
import type { MembershipEditor } from './membership/membership-editor.port'
import type { PtSchedule } from './pt/pt-schedule.port'
import type { StaffDirectory } from './staff/staff-directory.port'
import type { TaskQueue } from './task/task-queue.port'
import type { PtOtpBypassList } from './selling/pt-otp-bypass.port'
import type { CentreLookups } from './centre/centre-lookups.port'
import type { InjuryLog } from './injury/injury-log.port'
import type { CultTrainerList } from './injury/cult-trainer-list.port'
import type { CentreDashboard } from './dashboard/centre-dashboard.port'
import type { PerformanceDesk } from './performance/performance-desk.port'
import type { ReferralBook } from './lead/referral-book.port'
import type { ReportDesk } from './reports/report-desk.port'
import type { ReportPager } from './reports/report-pager.port'
import type { EmployeeBook } from './employee/employee-book.port'
import type { StaffDesk } from './employee/staff-desk.port'
import type { BulkUploadDesk } from './operations/bulk-upload-desk.port'
import type { TargetUploadDesk } from './operations/target-upload-desk.port'
import type { IssueDesk } from './operations/issue-desk.port'
import type { DoorDesk } from './operations/door-desk.port'
import type { ClassTimetable } from './classes/class-timetable.port'
import type { PlayBookingBoard } from './play/play-booking-board.port'
import type { HabitRewardsDesk } from './operations/habit-rewards-desk.port'
import type { HealthPartnerDesk } from './operations/health-partner-desk.port'
import type { TaskDesk } from './task/task-desk.port'
import type { PlayDesk } from './selling/play-desk.port'
import type { ReminderDesk } from './reminders/reminder-desk.port'
import type { Inbox } from './inbox/inbox.port'
import type { MemberPassDesk } from './check-in/member-pass-desk.port'
import type { MoneyDesk } from './money/money-desk.port'
import type { CheckInAlertDesk } from './check-in/check-in-alert-desk.port'
import type { KioskDesk } from './check-in/kiosk-desk.port'
import type { AuditTrail } from './audit/audit-trail.port'
import type { ListPages } from './shared/list-pages.port'

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
  // ---- selling catalogue ----
  readonly play: PlayDesk
  // ---- profile-care ----
  readonly injuries: InjuryLog
  readonly referrals: ReferralBook
  // ---- the profile: injuries and cult trainers ----
  readonly cultTrainers: CultTrainerList
  // ---- reports ----
  readonly reports: ReportDesk
  readonly reportPages: ReportPager
  // ---- dashboards  ----
  readonly dashboard: CentreDashboard
  // ---- employees ----
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
  // ---- classes and play ----
  readonly classTimetable: ClassTimetable
  readonly playBookings: PlayBookingBoard
  // ---- performance and training ----
  readonly performance: PerformanceDesk
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  readonly staffDesk: StaffDesk
  // ---- operations: rewards, goodies, health partner ----
  readonly habitRewards: HabitRewardsDesk
  readonly healthPartner: HealthPartnerDesk
  // ---- the payment lock between tabs ----
  readonly paymentSignals: PaymentSignals
  // ---- tasks and calls (part) ----
  readonly taskDesk: TaskDesk
  // ---- GST tax invoices ----
  readonly taxInvoices: TaxInvoiceBook
  readonly taxDocumentPdf: TaxDocumentPdf
  // ---- check-in by member pass or card ----
  readonly memberPasses: MemberPassDesk
  // ---- money: the cash drawer and refunds ----
  readonly money: MoneyDesk
  // ---- alerts at check-in and the self check-in kiosk ----
  readonly checkInAlerts: CheckInAlertDesk
  readonly kiosk: KioskDesk
  // ---- audit trail ----
  readonly auditTrail: AuditTrail
  // ---- lists read a page at a time: centres, employees, upload history, lead owners ----
  readonly listPages: ListPages
}
