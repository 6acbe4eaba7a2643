import { Container } from 'inversify'
import type { FeatureLists } from '../../core/access/access'
import type { StaffPermissions } from '../../core/access/staff-access.port'
import type { CentreDetails } from '../../core/centre/centre'
import type { KeyValueStore } from '../../core/shared/key-value-store.port'
import type { UseCases } from '../../core/use-cases'
import { type ManualClock, createManualClock } from '../../adapters/clock/manual-clock'
import { createSequentialIds } from '../../adapters/crypto/ids'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { createInMemoryCentreDirectory } from '../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../adapters/in-memory/staff-access.in-memory'
import { type InMemoryReporter, createInMemoryReporter } from '../../adapters/reporting/in-memory-reporter'
import { createMemoryStore } from '../../adapters/storage/memory-store'
import { createInMemoryPaymentSignals } from '../../adapters/in-memory/payment-signals.in-memory'
import type { PaymentSignals } from '../../core/payment/payment-signals.port'
import { bindCore } from '../core-bindings'
import { createInMemoryTaxInvoiceBook } from '../../adapters/in-memory/tax-invoice-book.in-memory'
import { createPdfLibTaxDocuments } from '../../adapters/pdf/tax-document.pdf'
import type { CreditNote } from '../../core/money/credit-note.rule'
import type { TaxInvoice } from '../../core/money/tax-invoice.rule'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import type { OrderDesk } from '../../core/selling/order-desk.port'
import type { PaymentTerminal } from '../../core/payment/payment-terminal.port'
import type { OtpService } from '../../core/selling/otp-service.port'
import type { PaymentLinkBook } from '../../core/selling/payment-link-book.port'
import type { GroupBuyChecker } from '../../core/selling/group-buy-checker.port'
import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { createInMemoryPlayDesk } from '../../adapters/in-memory/play-desk.in-memory'
import type { PlayDesk } from '../../core/selling/play-desk.port'
import { createSalesLedger } from '../../adapters/in-memory/sales-ledger.in-memory'
import { createInMemoryOrderDesk } from '../../adapters/in-memory/order-desk.in-memory'
import { createInMemoryPaymentTerminal } from '../../adapters/in-memory/payment-terminal.in-memory'
import { createInMemoryOtpService } from '../../adapters/in-memory/otp-service.in-memory'
import { createInMemoryPaymentLinkBook } from '../../adapters/in-memory/payment-link-book.in-memory'
import { createInMemoryGroupBuyChecker } from '../../adapters/in-memory/group-buy-checker.in-memory'
import type { Clock } from '../../core/shared/clock.port'
import { TOKENS } from '../tokens'
// ---- usecases-profile ----
import { createInMemoryCheckInRegistry } from '../../adapters/in-memory/check-in-registry.in-memory'
import { createInMemoryCustomerDirectory } from '../../adapters/in-memory/customer-directory.in-memory'
import { createInMemoryLeadBook } from '../../adapters/in-memory/lead-book.in-memory'
import { createInMemoryMembershipEditor } from '../../adapters/in-memory/membership-editor.in-memory'
import { createInMemoryOrderHistory } from '../../adapters/in-memory/order-history.in-memory'
import { createInMemoryPitchDesk } from '../../adapters/in-memory/pitch-desk.in-memory'
import { type InMemoryProfileWorld, createProfileWorld } from '../../adapters/in-memory/profile-world'
import { createInMemoryPtSchedule } from '../../adapters/in-memory/pt-schedule.in-memory'
import { createInMemoryStaffDirectory } from '../../adapters/in-memory/staff-directory.in-memory'
import { createInMemoryTaskQueue } from '../../adapters/in-memory/task-queue.in-memory'
// ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
import { type CentreLookupsData, createInMemoryCentreLookups } from '../../adapters/in-memory/centre-lookups.in-memory'
import { type InMemoryPtOtpBypassList, createInMemoryPtOtpBypassList } from '../../adapters/in-memory/pt-otp-bypass.in-memory'
// ---- profile-care ----
import { createInMemoryInjuryLog } from '../../adapters/in-memory/injury-log.in-memory'
import { createInMemoryCultTrainerList } from '../../adapters/in-memory/cult-trainer-list.in-memory'
// ---- dashboards  ----
import type { CentreDashboard } from '../../core/dashboard/centre-dashboard.port'
import { createInMemoryCentreDashboard } from '../../adapters/in-memory/centre-dashboard.in-memory'
// ---- performance and training ----
import type { PerformanceDesk } from '../../core/performance/performance-desk.port'
import { createInMemoryPerformanceDesk } from '../../adapters/in-memory/performance-desk.in-memory'
import { createInMemoryReferralBook } from '../../adapters/in-memory/referral-book.in-memory'
// ---- reports ----
import { createInMemoryReportDesk, demoReportLedger } from '../../adapters/in-memory/report-desk.in-memory'
import { createInMemoryListPages } from '../../adapters/in-memory/list-pages.in-memory'
import { createInMemoryReportPager } from '../../adapters/in-memory/report-pager.in-memory'
import { type EmployeeWorld, createEmployeeWorld, createInMemoryEmployeeBook } from '../../adapters/in-memory/employee-book.in-memory'
import { type StaffDeskWorld, createInMemoryStaffDesk, createStaffDeskWorld } from '../../adapters/in-memory/staff-desk.in-memory'
// ---- uploads ----
import { createInMemoryBulkUploadDesk } from '../../adapters/in-memory/bulk-upload-desk.in-memory'
import { createInMemoryTargetUploadDesk } from '../../adapters/in-memory/target-upload-desk.in-memory'
// ---- operations: issues and door ----
import { createInMemoryIssueDesk } from '../../adapters/in-memory/issue-desk.in-memory'
import { createInMemoryDoorDesk } from '../../adapters/in-memory/door-desk.in-memory'
// ---- reminders and inbox ----
import { type HeldReminder, createInMemoryReminderDesk } from '../../adapters/in-memory/reminder-desk.in-memory'
import { createInMemoryInbox } from '../../adapters/in-memory/inbox.in-memory'
import type { InboxMessage } from '../../core/inbox/inbox'
// ---- classes and play ----
import type { ClassTimetable } from '../../core/classes/class-timetable.port'
import type { PlayBookingBoard } from '../../core/play/play-booking-board.port'
import { createInMemoryClassTimetable } from '../../adapters/in-memory/class-timetable.in-memory'
import { createInMemoryPlayBookingBoard } from '../../adapters/in-memory/play-booking-board.in-memory'
// ---- operations: rewards, goodies, health partner ----
import { createInMemoryHabitRewardsDesk } from '../../adapters/in-memory/habit-rewards-desk.in-memory'
import { createInMemoryHealthPartnerDesk } from '../../adapters/in-memory/health-partner-desk.in-memory'
// ---- tasks and calls (part) ----
import { type TaskDeskWorld, createInMemoryTaskDesk, createTaskDeskWorld } from '../../adapters/in-memory/task-desk.in-memory'
import { createInMemoryMemberPassDesk } from '../../adapters/in-memory/member-pass-desk.in-memory'
// ---- money: the cash drawer and refunds ----
import { createInMemoryMoneyDesk } from '../../adapters/in-memory/money-desk.in-memory'
import type { MoneyDesk } from '../../core/money/money-desk.port'
import { createInMemoryCheckInAlertDesk } from '../../adapters/in-memory/check-in-alert-desk.in-memory'
import { createInMemoryKioskDesk } from '../../adapters/in-memory/kiosk-desk.in-memory'
import { createInMemoryAuditTrail } from '../../adapters/in-memory/audit-trail.in-memory'
import type { AuditTrail } from '../../core/audit/audit-trail.port'

export type TestPortalOptions = {
  readonly centreDetails: CentreDetails
  /** The staff member's permissions and memberships; none by default. */
  readonly rights?: StaffPermissions
  readonly featureLists?: FeatureLists
  readonly now?: number
  /** Selling and payment adapters (usecases-selling); empty in-memory ones when absent. */
  readonly selling?: (clock: ManualClock) => Partial<SellingAdapters>
  /** Seeds the customer-profile world (customers, memberships, check-ins, tasks...) before use. */
  readonly seedProfile?: (world: InMemoryProfileWorld) => void
  /** The PT OTP-bypass whitelist of staff e-mails (PT sale and centre look-ups); empty when absent. */
  readonly ptOtpBypassEmails?: readonly string[]
  /** The tax invoices issued to the world's orders, by order id; none when absent. */
  readonly taxInvoices?: ReadonlyMap<string, TaxInvoice>
  readonly creditNotes?: readonly CreditNote[]
  /** The payment signals between tabs (tests of two tabs share one bus). */
  readonly paymentSignals?: PaymentSignals
  /** Centre configurations, segments and comment tags (PT sale and centre look-ups); none when absent. */
  readonly lookups?: CentreLookupsData
  /** The play desk: an empty in-memory one when absent. */
  readonly play?: (clock: ManualClock) => PlayDesk
  // ---- dashboards  ----
  /** The centres' dashboard records; an empty in-memory dashboard when absent. */
  readonly dashboard?: CentreDashboard
  /** Employees: fills the in-process staff world; empty when absent. */
  readonly seedEmployees?: (world: EmployeeWorld) => void
  // ---- reminders and inbox ----
  /** The staff member's reminders (each due now unless it says when); none when absent. */
  readonly reminders?: readonly HeldReminder[]
  /** The staff member's inbox; empty when absent. */
  readonly inbox?: readonly InboxMessage[]
  // ---- classes and play ----
  /** Group classes and the play desk's bookings: empty in-memory ones when absent. */
  readonly classTimetable?: ClassTimetable
  readonly playBookings?: PlayBookingBoard
  // ---- performance and training ----
  /** The performance desk; an in-memory one for a staff member with no centres when absent. */
  readonly performance?: (clock: ManualClock) => PerformanceDesk
  /** Employees, the rest: fills the in-process staff desk (leave, GX shifts, delinquencies, grooming). */
  readonly seedStaffDesk?: (world: StaffDeskWorld) => void
  // ---- tasks and calls (part) ----
  /** Places the profile world's tasks at centres and gives them call summaries (/crmTasks); none when absent. */
  readonly seedTaskDesk?: (desk: TaskDeskWorld, world: InMemoryProfileWorld) => void
  // ---- money: the cash drawer and refunds ----
  /** The cash drawer and refunds; an in-memory desk for a staff member who is not a manager when absent. */
  readonly money?: (clock: ManualClock) => MoneyDesk
  /** The audit trail (default: an empty one at every centre). */
  readonly auditTrail?: AuditTrail
}

export type SellingAdapters = {
  readonly catalog: PackCatalog
  readonly orders: OrderDesk
  readonly terminal: PaymentTerminal
  readonly otp: OtpService
  readonly links: PaymentLinkBook
  readonly groupBuy: GroupBuyChecker
}

const emptySelling = (clock: Clock): SellingAdapters => {
  const ledger = createSalesLedger({ clock, prices: {}, terminals: [] })
  return {
    catalog: createInMemoryPackCatalog({ packs: [] }, clock),
    orders: createInMemoryOrderDesk(ledger),
    terminal: createInMemoryPaymentTerminal(ledger),
    otp: createInMemoryOtpService(clock),
    links: createInMemoryPaymentLinkBook(clock),
    groupBuy: createInMemoryGroupBuyChecker(),
  }
}

export type TestPortal = {
  readonly useCases: UseCases
  readonly clock: ManualClock
  readonly reporter: InMemoryReporter
  readonly selection: KeyValueStore
  /** The local store (unfinished orders, sale keys). */
  readonly storage: KeyValueStore
  /** The in-process state behind the customer-profile gateways (usecases-profile). */
  readonly world: InMemoryProfileWorld
  /** The PT OTP-bypass whitelist source (PT sale and centre look-ups): counts its fetches. */
  readonly ptOtpBypass: InMemoryPtOtpBypassList
  /** The in-process staff behind the employee gateway. */
  readonly employees: EmployeeWorld
  /** The in-process staff desk (the rest). */
  readonly staffDesk: StaffDeskWorld
  // ---- tasks and calls (part) ----
  readonly taskDesk: TaskDeskWorld
  // ---- check-in by member pass or card: issues passes as the member's phone would ----
  readonly memberPasses: ReturnType<typeof createInMemoryMemberPassDesk>
}

/** In-memory adapters and a manual clock: the whole core, wired, with nothing outside the process. */
export const createTestPortal = (o: TestPortalOptions): TestPortal => {
  const c = new Container()
  const clock = createManualClock(o.now ?? Date.UTC(2026, 10, 25, 6, 30))
  const reporter = createInMemoryReporter()
  const selection = createMemoryStore()
  const storage = createMemoryStore()
  c.bind(TOKENS.reporter).toConstantValue(reporter)
  c.bind(TOKENS.centres).toConstantValue(createInMemoryCentreDirectory(o.centreDetails))
  c.bind(TOKENS.staffAccess).toConstantValue(
    createInMemoryStaffAccess(o.rights ?? { permissions: {}, memberships: [] }, o.featureLists ?? {}),
  )
  c.bind(TOKENS.selection).toConstantValue(selection)
  c.bind(TOKENS.storage).toConstantValue(storage)
  c.bind(TOKENS.clock).toConstantValue(clock)
  c.bind(TOKENS.ids).toConstantValue(createSequentialIds())
  c.bind(TOKENS.pii).toConstantValue(createWebCryptoPiiCipher(globalThis.crypto.subtle))
  c.bind(TOKENS.paymentSignals).toConstantValue(o.paymentSignals ?? createInMemoryPaymentSignals('test'))
  // ---- selling and payment (usecases-selling) ----
  const selling = { ...emptySelling(clock), ...o.selling?.(clock) }
  c.bind(TOKENS.catalog).toConstantValue(selling.catalog)
  c.bind(TOKENS.orders).toConstantValue(selling.orders)
  c.bind(TOKENS.terminal).toConstantValue(selling.terminal)
  c.bind(TOKENS.otp).toConstantValue(selling.otp)
  c.bind(TOKENS.links).toConstantValue(selling.links)
  c.bind(TOKENS.groupBuy).toConstantValue(selling.groupBuy)
  // ---- usecases-profile ----
  const world = createProfileWorld(clock)
  o.seedProfile?.(world)
  c.bind(TOKENS.customers).toConstantValue(createInMemoryCustomerDirectory(world))
  c.bind(TOKENS.checkIns).toConstantValue(createInMemoryCheckInRegistry(world))
  c.bind(TOKENS.pt).toConstantValue(createInMemoryPtSchedule(world))
  c.bind(TOKENS.memberships).toConstantValue(createInMemoryMembershipEditor(world))
  c.bind(TOKENS.orderHistory).toConstantValue(createInMemoryOrderHistory(world))
  c.bind(TOKENS.tasks).toConstantValue(createInMemoryTaskQueue(world))
  c.bind(TOKENS.leads).toConstantValue(createInMemoryLeadBook(world))
  c.bind(TOKENS.pitches).toConstantValue(createInMemoryPitchDesk(world))
  c.bind(TOKENS.staff).toConstantValue(createInMemoryStaffDirectory(world))
  // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
  const ptOtpBypass = createInMemoryPtOtpBypassList(o.ptOtpBypassEmails)
  c.bind(TOKENS.ptOtpBypass).toConstantValue(ptOtpBypass)
  c.bind(TOKENS.lookups).toConstantValue(createInMemoryCentreLookups(o.lookups))
  // ---- selling catalogue ----
  c.bind(TOKENS.play).toConstantValue(o.play?.(clock) ?? createInMemoryPlayDesk({ centres: [], products: [], sports: [], users: [] }, clock))
  // ---- profile-care ----
  c.bind(TOKENS.injuries).toConstantValue(createInMemoryInjuryLog(world))
  c.bind(TOKENS.referrals).toConstantValue(createInMemoryReferralBook(world))
  // ---- the profile: injuries and cult trainers ----
  c.bind(TOKENS.cultTrainers).toConstantValue(createInMemoryCultTrainerList(world))
  // ---- reports ----
  c.bind(TOKENS.reports).toConstantValue(createInMemoryReportDesk(demoReportLedger(clock)))
  c.bind(TOKENS.reportPages).toConstantValue(createInMemoryReportPager(demoReportLedger(clock)))
  // ---- dashboards  ----
  c.bind(TOKENS.dashboard).toConstantValue(o.dashboard ?? createInMemoryCentreDashboard())
  // ---- employees ----
  const employees = createEmployeeWorld(clock)
  o.seedEmployees?.(employees)
  c.bind(TOKENS.employees).toConstantValue(createInMemoryEmployeeBook(employees))
  // ---- uploads ----
  c.bind(TOKENS.bulkUploads).toConstantValue(createInMemoryBulkUploadDesk(clock))
  c.bind(TOKENS.targets).toConstantValue(createInMemoryTargetUploadDesk(clock))
  // ---- operations: issues and door ----
  c.bind(TOKENS.issues).toConstantValue(createInMemoryIssueDesk({ clock }))
  c.bind(TOKENS.doors).toConstantValue(createInMemoryDoorDesk({ clock }))
  // ---- reminders and inbox ----
  c.bind(TOKENS.reminders).toConstantValue(createInMemoryReminderDesk(clock, o.reminders ?? []))
  c.bind(TOKENS.inbox).toConstantValue(createInMemoryInbox(o.inbox ?? []))
  // ---- classes and play ----
  c.bind(TOKENS.classTimetable).toConstantValue(o.classTimetable ?? createInMemoryClassTimetable([], () => clock.now()))
  c.bind(TOKENS.playBookings).toConstantValue(o.playBookings ?? createInMemoryPlayBookingBoard(() => clock.now()))
  // ---- performance and training ----
  c.bind(TOKENS.performance).toConstantValue(o.performance?.(clock) ?? createInMemoryPerformanceDesk({ id: 'staff-test', name: 'Test staff', empId: '', centres: [] }, clock))
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  const staffDesk = createStaffDeskWorld(clock)
  // An approved request's leave goes on the employee book's roster.
  staffDesk.roster = employees.shifts
  o.seedStaffDesk?.(staffDesk)
  c.bind(TOKENS.staffDesk).toConstantValue(createInMemoryStaffDesk(staffDesk))
  // ---- operations: rewards, goodies, health partner ----
  c.bind(TOKENS.habitRewards).toConstantValue(createInMemoryHabitRewardsDesk(clock))
  c.bind(TOKENS.healthPartner).toConstantValue(createInMemoryHealthPartnerDesk(clock))
  // ---- tasks and calls (part) ----
  const taskDesk = createTaskDeskWorld(o.centreDetails.centers.map((x) => x.id))
  o.seedTaskDesk?.(taskDesk, world)
  c.bind(TOKENS.taskDesk).toConstantValue(createInMemoryTaskDesk(world, taskDesk))
  // ---- GST tax invoices ----
  c.bind(TOKENS.taxInvoices).toConstantValue(createInMemoryTaxInvoiceBook(world, o.taxInvoices ?? new Map(), o.creditNotes ?? []))
  c.bind(TOKENS.taxDocumentPdf).toConstantValue(createPdfLibTaxDocuments())
  // ---- check-in by member pass or card ----
  const memberPasses = createInMemoryMemberPassDesk(world, { staffCentres: o.centreDetails.centers.map((x) => x.id) })
  c.bind(TOKENS.memberPasses).toConstantValue(memberPasses)
  // ---- money: the cash drawer and refunds ----
  c.bind(TOKENS.money).toConstantValue(o.money?.(clock) ?? createInMemoryMoneyDesk({ clock }))
  // ---- alerts at check-in and the self check-in kiosk ----
  c.bind(TOKENS.checkInAlerts).toConstantValue(createInMemoryCheckInAlertDesk(world))
  c.bind(TOKENS.kiosk).toConstantValue(createInMemoryKioskDesk(world, selling.otp, memberPasses))
  // ---- audit trail ----
  c.bind(TOKENS.auditTrail).toConstantValue(o.auditTrail ?? createInMemoryAuditTrail())
  // ---- lists read a page at a time ----
  c.bind(TOKENS.listPages).toDynamicValue((ctx) => createInMemoryListPages({ centres: () => o.centreDetails.centers, employees: ctx.get(TOKENS.employees), targets: ctx.get(TOKENS.targets), leads: ctx.get(TOKENS.leads), bulk: ctx.get(TOKENS.bulkUploads) }))
  bindCore(c)
  return { useCases: c.get(TOKENS.useCases), clock, reporter, selection, storage, world, ptOtpBypass, employees, staffDesk, taskDesk, memberPasses }
}
