import { loadStaffAccess } from './access/load-staff-access.use-case'
import { signOut } from './access/sign-out.use-case'
import type { StaffAccessDirectory } from './access/staff-access.port'
import type { CentreDirectory } from './centre/centre-directory.port'
import { chooseCentre, loadCentreContext } from './centre/load-centre-context.use-case'
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
}

/** The use cases, bound to their ports: what the UI and headless scripts call. */
export const createUseCases = (p: CorePorts) => ({
  loadCentreContext: loadCentreContext(p),
  chooseCentre: chooseCentre(p),
  loadStaffAccess: loadStaffAccess(p),
  signOut: signOut(p),
  /** Reports an unexpected failure (a crash caught by the UI) through the ErrorReporter port. */
  reportError: (error: unknown, context?: Readonly<Record<string, string>>): void => p.reporter.report(error, context),
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
})

export type UseCases = ReturnType<typeof createUseCases>
export type UseCaseName = keyof UseCases
