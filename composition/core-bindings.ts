import type { Container } from 'inversify'
import { createUseCases } from '../core/use-cases'
import { createHttpCentreDirectory } from '../adapters/http/centre-directory.http'
import { createHttpStaffAccess } from '../adapters/http/staff-access.http'
import { createHttpPackCatalog } from '../adapters/http/pack-catalog.http'
import { createHttpPlayDesk } from '../adapters/http/play-desk.http'
import { createHttpOrderDesk } from '../adapters/http/order-desk.http'
import { createHttpPaymentTerminal } from '../adapters/http/payment-terminal.http'
import { createHttpOtpService } from '../adapters/http/otp-service.http'
import { createHttpPaymentLinkBook } from '../adapters/http/payment-link-book.http'
import { createHttpGroupBuyChecker } from '../adapters/http/group-buy-checker.http'
import { TOKENS } from './tokens'
// ---- usecases-profile ----
import { createHttpCheckInRegistry } from '../adapters/http/check-in-registry.http'
import { createHttpCustomerDirectory } from '../adapters/http/customer-directory.http'
import { createHttpLeadBook } from '../adapters/http/lead-book.http'
import { createHttpMembershipEditor } from '../adapters/http/membership-editor.http'
import { createHttpOrderHistory } from '../adapters/http/order-history.http'
import { createHttpPitchDesk } from '../adapters/http/pitch-desk.http'
import { createHttpPtSchedule } from '../adapters/http/pt-schedule.http'
import { createHttpStaffDirectory } from '../adapters/http/staff-directory.http'
import { createHttpTaskQueue } from '../adapters/http/task-queue.http'
// ---- usecases-finish ----
import { createHttpPtOtpBypassList } from '../adapters/http/pt-otp-bypass.http'
import { createHttpCentreLookups } from '../adapters/http/centre-lookups.http'
// ---- profile-care ----
import { createHttpInjuryLog } from '../adapters/http/injury-log.http'
import { createHttpReferralBook } from '../adapters/http/referral-book.http'

/** Binds the core's port record and the use cases over whatever adapters the runtime bound. */
export const bindCore = (c: Container): void => {
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
      // ---- usecases-finish ----
      ptOtpBypass: ctx.get(TOKENS.ptOtpBypass),
      lookups: ctx.get(TOKENS.lookups),
      // ---- selling catalogue (issue 12) ----
      play: ctx.get(TOKENS.play),
      // ---- profile-care ----
      injuries: ctx.get(TOKENS.injuries),
      referrals: ctx.get(TOKENS.referrals),
    }))
    .inSingletonScope()
  c.bind(TOKENS.useCases)
    .toDynamicValue((ctx) => createUseCases(ctx.get(TOKENS.ports)))
    .inSingletonScope()
}

/** Binds one HTTP gateway per port over the bound HttpClient. */
export const bindHttpGateways = (c: Container): void => {
  c.bind(TOKENS.centres)
    .toDynamicValue((ctx) => createHttpCentreDirectory(ctx.get(TOKENS.http)))
    .inSingletonScope()
  c.bind(TOKENS.staffAccess)
    .toDynamicValue((ctx) => createHttpStaffAccess(ctx.get(TOKENS.http)))
    .inSingletonScope()
  // ---- selling and payment (usecases-selling) ----
  c.bind(TOKENS.catalog).toDynamicValue((ctx) => createHttpPackCatalog(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.orders).toDynamicValue((ctx) => createHttpOrderDesk(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.terminal).toDynamicValue((ctx) => createHttpPaymentTerminal(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.otp).toDynamicValue((ctx) => createHttpOtpService(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.links).toDynamicValue((ctx) => createHttpPaymentLinkBook(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.groupBuy).toDynamicValue((ctx) => createHttpGroupBuyChecker(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- usecases-profile ----
  c.bind(TOKENS.customers).toDynamicValue((ctx) => createHttpCustomerDirectory(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.checkIns).toDynamicValue((ctx) => createHttpCheckInRegistry(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.pt).toDynamicValue((ctx) => createHttpPtSchedule(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.memberships).toDynamicValue((ctx) => createHttpMembershipEditor(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.orderHistory).toDynamicValue((ctx) => createHttpOrderHistory(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.tasks).toDynamicValue((ctx) => createHttpTaskQueue(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.leads).toDynamicValue((ctx) => createHttpLeadBook(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.pitches).toDynamicValue((ctx) => createHttpPitchDesk(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.staff).toDynamicValue((ctx) => createHttpStaffDirectory(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- usecases-finish ----
  c.bind(TOKENS.ptOtpBypass).toDynamicValue((ctx) => createHttpPtOtpBypassList(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.lookups).toDynamicValue((ctx) => createHttpCentreLookups(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- selling catalogue (issue 12) ----
  c.bind(TOKENS.play).toDynamicValue((ctx) => createHttpPlayDesk(ctx.get(TOKENS.http))).inSingletonScope()
  // ---- profile-care ----
  c.bind(TOKENS.injuries).toDynamicValue((ctx) => createHttpInjuryLog(ctx.get(TOKENS.http))).inSingletonScope()
  c.bind(TOKENS.referrals).toDynamicValue((ctx) => createHttpReferralBook(ctx.get(TOKENS.http))).inSingletonScope()
}
