import type { Container } from 'inversify'
import { createUseCases } from '../core/use-cases'
import { createHttpCentreDirectory } from '../adapters/http/centre-directory.http'
import { createHttpStaffAccess } from '../adapters/http/staff-access.http'
import { createHttpCheckInRegistry } from '../adapters/http/check-in-registry.http'
import { createHttpMemberPassDesk } from '../adapters/http/member-pass-desk.http'
import { TOKENS } from './tokens'
import { lazyGateway } from './lazy-gateway'
import { createHttpCentreLookups } from '../adapters/http/centre-lookups.http'
import { createHttpCustomerDirectory } from '../adapters/http/customer-directory.http'
import { createHttpPtSchedule } from '../adapters/http/pt-schedule.http'
import { createHttpOrderHistory } from '../adapters/http/order-history.http'
import { createHttpTaskQueue } from '../adapters/http/task-queue.http'
// ---- usecases-profile ----
// ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----

/** Binds the core's port record and the use cases over whatever adapters the runtime bound. */
export const bindCore = (c: Container): void => {
  bindPorts(c)
  c.bind(TOKENS.useCases)
    .toDynamicValue((ctx) => createUseCases(ctx.get(TOKENS.ports)))
    .inSingletonScope()
}

/**
 * Binds the core's port record over whatever adapters the runtime bound (the browser binds each
 * area's use cases over it on that area's first call: composition/browser/container.ts).
 */
export const bindPorts = (c: Container): void => {
  c.bind(TOKENS.ports)
    .toDynamicValue((ctx) => ({
      centres: ctx.get(TOKENS.centres),
      staffAccess: ctx.get(TOKENS.staffAccess),
      selection: ctx.get(TOKENS.selection),
      storage: ctx.get(TOKENS.storage),
      clock: ctx.get(TOKENS.clock),
      ids: ctx.get(TOKENS.ids),
      reporter: ctx.get(TOKENS.reporter),
      pii: ctx.get(TOKENS.pii),
      // ---- selling and payment (usecases-selling) ----
      catalog: ctx.get(TOKENS.catalog),
      orders: ctx.get(TOKENS.orders),
      terminal: ctx.get(TOKENS.terminal),
      otp: ctx.get(TOKENS.otp),
      links: ctx.get(TOKENS.links),
      groupBuy: ctx.get(TOKENS.groupBuy),
      // ---- usecases-profile ----
      customers: ctx.get(TOKENS.customers),
      checkIns: ctx.get(TOKENS.checkIns),
      pt: ctx.get(TOKENS.pt),
      memberships: ctx.get(TOKENS.memberships),
      orderHistory: ctx.get(TOKENS.orderHistory),
      tasks: ctx.get(TOKENS.tasks),
      leads: ctx.get(TOKENS.leads),
      pitches: ctx.get(TOKENS.pitches),
      staff: ctx.get(TOKENS.staff),
      // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
      ptOtpBypass: ctx.get(TOKENS.ptOtpBypass),
      lookups: ctx.get(TOKENS.lookups),
      // ---- selling catalogue ----
      play: ctx.get(TOKENS.play),
      // ---- profile-care ----
      injuries: ctx.get(TOKENS.injuries),
      referrals: ctx.get(TOKENS.referrals),
      // ---- the profile: injuries and cult trainers ----
      cultTrainers: ctx.get(TOKENS.cultTrainers),
      // ---- reports ----
      reports: ctx.get(TOKENS.reports),
      reportPages: ctx.get(TOKENS.reportPages),
      // ---- dashboards  ----
      dashboard: ctx.get(TOKENS.dashboard),
      // ---- employees ----
      employees: ctx.get(TOKENS.employees),
      // ---- uploads ----
      bulkUploads: ctx.get(TOKENS.bulkUploads),
      targets: ctx.get(TOKENS.targets),
      // ---- operations: issues and door ----
      issues: ctx.get(TOKENS.issues),
      doors: ctx.get(TOKENS.doors),
      // ---- reminders and inbox ----
      reminders: ctx.get(TOKENS.reminders),
      inbox: ctx.get(TOKENS.inbox),
      // ---- classes and play ----
      classTimetable: ctx.get(TOKENS.classTimetable),
      playBookings: ctx.get(TOKENS.playBookings),
      // ---- performance and training ----
      performance: ctx.get(TOKENS.performance),
      // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
      staffDesk: ctx.get(TOKENS.staffDesk),
      // ---- operations: rewards, goodies, health partner ----
      habitRewards: ctx.get(TOKENS.habitRewards),
      healthPartner: ctx.get(TOKENS.healthPartner),
      // ---- tasks and calls (part) ----
      taskDesk: ctx.get(TOKENS.taskDesk),
      // ---- the payment lock between tabs ----
      paymentSignals: ctx.get(TOKENS.paymentSignals),
      // ---- GST tax invoices ----
      taxInvoices: ctx.get(TOKENS.taxInvoices),
      taxDocumentPdf: ctx.get(TOKENS.taxDocumentPdf),
      // ---- check-in by member pass or card ----
      memberPasses: ctx.get(TOKENS.memberPasses),
      // ---- money: the cash drawer and refunds ----
      money: ctx.get(TOKENS.money),
      // ---- alerts at check-in and the self check-in kiosk ----
      checkInAlerts: ctx.get(TOKENS.checkInAlerts),
      kiosk: ctx.get(TOKENS.kiosk),
      // ---- audit trail ----
      auditTrail: ctx.get(TOKENS.auditTrail),
      // ---- lists read a page at a time ----
      listPages: ctx.get(TOKENS.listPages),
    }))
    .inSingletonScope()
}

/**
 * Binds one HTTP gateway per port over the bound HttpClient. A screen's gateway is bound with
 * `lazyGateway(() => import('<its module>'), (m) => m.<its factory>(...))`, so its code and
 * codecs load with the first call (see the README, "Adding a use case"); the shell's two are
 * plain imports (the first screen needs them).
 */
export const bindHttpGateways = (c: Container): void => {
  c.bind(TOKENS.centres)
    .toDynamicValue((ctx) => createHttpCentreDirectory(ctx.get(TOKENS.http)))
    .inSingletonScope()
  c.bind(TOKENS.staffAccess)
    .toDynamicValue((ctx) => createHttpStaffAccess(ctx.get(TOKENS.http)))
    .inSingletonScope()
  // ---- selling and payment (usecases-selling) ----
  c.bind(TOKENS.catalog).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/pack-catalog.http'), (m) => m.createHttpPackCatalog(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.orders).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/order-desk.http'), (m) => m.createHttpOrderDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.terminal).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/payment-terminal.http'), (m) => m.createHttpPaymentTerminal(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.otp).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/otp-service.http'), (m) => m.createHttpOtpService(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.links).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/payment-link-book.http'), (m) => m.createHttpPaymentLinkBook(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.groupBuy).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/group-buy-checker.http'), (m) => m.createHttpGroupBuyChecker(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- usecases-profile ----
  c.bind(TOKENS.customers).toDynamicValue((ctx) => createHttpCustomerDirectory(ctx.get(TOKENS.http))).inSingletonScope()
  // Bound eagerly: /checkin is the front desk's first screen, so its gateway travels with the
  // composition root (fetched beside the shell's calls) rather than one more round trip later.
  // So do the gateways of the customer profile's blocks (customers, PT, orders, tasks, the centre's configuration): /user loads
  // them all at once, and a gateway fetched on its first call would start its block late (a waterfall).
  c.bind(TOKENS.checkIns).toDynamicValue((ctx) => createHttpCheckInRegistry(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.pt).toDynamicValue((ctx) => createHttpPtSchedule(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.memberships).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/membership-editor.http'), (m) => m.createHttpMembershipEditor(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.orderHistory).toDynamicValue((ctx) => createHttpOrderHistory(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.tasks).toDynamicValue((ctx) => createHttpTaskQueue(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.leads).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/lead-book.http'), (m) => m.createHttpLeadBook(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.pitches).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/pitch-desk.http'), (m) => m.createHttpPitchDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.staff).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/staff-directory.http'), (m) => m.createHttpStaffDirectory(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- PT sale and centre look-ups (docs/api/usecases-pt-sale-and-lookups.md) ----
  c.bind(TOKENS.ptOtpBypass).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/pt-otp-bypass.http'), (m) => m.createHttpPtOtpBypassList(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.lookups).toDynamicValue((ctx) => createHttpCentreLookups(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- selling catalogue ----
  c.bind(TOKENS.play).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/play-desk.http'), (m) => m.createHttpPlayDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- profile-care ----
  c.bind(TOKENS.injuries).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/injury-log.http'), (m) => m.createHttpInjuryLog(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.referrals).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/referral-book.http'), (m) => m.createHttpReferralBook(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- the profile: injuries and cult trainers ----
  c.bind(TOKENS.cultTrainers).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/cult-trainer-list.http'), (m) => m.createHttpCultTrainerList(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- reports ----
  c.bind(TOKENS.reports).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/report-desk.http'), (m) => m.createHttpReportDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.reportPages).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/report-desk.http'), (m) => m.createHttpReportPager(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- dashboards  ----
  c.bind(TOKENS.dashboard).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/centre-dashboard.http'), (m) => m.createHttpCentreDashboard(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- employees ----
  c.bind(TOKENS.employees).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/employee-book.http'), (m) => m.createHttpEmployeeBook(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- uploads ----
  c.bind(TOKENS.bulkUploads).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/bulk-upload-desk.http'), (m) => m.createHttpBulkUploadDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.targets).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/target-upload-desk.http'), (m) => m.createHttpTargetUploadDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- operations: issues and door ----
  c.bind(TOKENS.issues).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/issue-desk.http'), (m) => m.createHttpIssueDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.doors).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/door-desk.http'), (m) => m.createHttpDoorDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- reminders and inbox ----
  c.bind(TOKENS.reminders).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/reminder-desk.http'), (m) => m.createHttpReminderDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.inbox).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/inbox.http'), (m) => m.createHttpInbox(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- classes and play ----
  c.bind(TOKENS.classTimetable).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/class-timetable.http'), (m) => m.createHttpClassTimetable(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.playBookings).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/play-booking-board.http'), (m) => m.createHttpPlayBookingBoard(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- performance and training ----
  c.bind(TOKENS.performance).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/performance-desk.http'), (m) => m.createHttpPerformanceDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  c.bind(TOKENS.staffDesk).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/staff-desk.http'), (m) => m.createHttpStaffDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- operations: rewards, goodies, health partner ----
  c.bind(TOKENS.habitRewards).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/habit-rewards-desk.http'), (m) => m.createHttpHabitRewardsDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.healthPartner).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/health-partner-desk.http'), (m) => m.createHttpHealthPartnerDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- tasks and calls (part) ----
  c.bind(TOKENS.taskDesk).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/task-desk.http'), (m) => m.createHttpTaskDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- GST tax invoices: the server's invoices, and the PDF writer (pdf-lib loads with the first document) ----
  c.bind(TOKENS.taxInvoices).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/tax-invoice-book.http'), (m) => m.createHttpTaxInvoiceBook(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.taxDocumentPdf).toConstantValue({
    invoicePdf: async (invoice) => (await import('../adapters/pdf/tax-document.pdf')).createPdfLibTaxDocuments().invoicePdf(invoice),
    creditNotePdf: async (note) => (await import('../adapters/pdf/tax-document.pdf')).createPdfLibTaxDocuments().creditNotePdf(note),
  })
  // ---- check-in by member pass or card ----
  // Bound eagerly like the check-in registry: a scan at the desk must not wait for a gateway's chunk.
  c.bind(TOKENS.memberPasses).toDynamicValue((ctx) => createHttpMemberPassDesk(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- money: the cash drawer and refunds ----
  c.bind(TOKENS.money).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/money-desk.http'), (m) => m.createHttpMoneyDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- alerts at check-in and the self check-in kiosk ----
  c.bind(TOKENS.checkInAlerts).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/check-in-alert-desk.http'), (m) => m.createHttpCheckInAlertDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  c.bind(TOKENS.kiosk).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/kiosk-desk.http'), (m) => m.createHttpKioskDesk(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- audit trail ----
  c.bind(TOKENS.auditTrail).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/audit-trail.http'), (m) => m.createHttpAuditTrail(ctx.get(TOKENS.http)))).inSingletonScope()
  // ---- lists read a page at a time ----
  c.bind(TOKENS.listPages).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/list-pages.http'), (m) => m.createHttpListPages(ctx.get(TOKENS.http)))).inSingletonScope()
}
