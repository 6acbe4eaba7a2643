import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Centre } from '../centre/centre'
import type { EpochMs, Paise } from '../shared/brands'
import { DAY_MS } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { Clock } from '../shared/clock.port'
import type { IdGenerator } from '../shared/id-generator.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type { PaymentTerminal } from '../payment/payment-terminal.port'
import type { SellablePack, SuggestedStart } from './catalog'
import { type AddOnSaleItem, addOnStartWindow } from './add-on-sale.rule'
import { type PriceResult, computePrice } from './compute-price.use-case'
import { type PtSaleItem } from './compute-price'
import type { OrderGroupMember, OrderRequestInput } from './order-request.builder'
import type { PackCatalog } from './pack-catalog.port'
import { centreDate } from './sale-day'
import { saleKeyFor } from './sale-key'
import { type ManualPaymentPart, type ValidSale, validateSale } from './sale-validation.rule'
import type { PrepareSaleError } from './sell-pack.errors'

/** How the customer pays. */
export type SalePayment =
  | { readonly mode: 'CASH'; readonly cashCollected: Paise }
  | { readonly mode: 'MANUAL'; readonly parts: readonly ManualPaymentPart[] }
  | { readonly mode: 'DIGITAL'; readonly terminalId?: string }

/** A pack sale as the Sell Pack modal (or a script) describes it. */
export type SaleRequest = {
  readonly centre: Pick<Centre, 'id' | 'centerServiceId' | 'cityId' | 'type' | 'centerModel'>
  /** The staff member selling (createdBy, agent) and their own phone (for the cash OTP). */
  readonly staff: { readonly id: string; readonly phone?: string }
  readonly userId: string
  /** The pack's id or product id. */
  readonly packId: string
  /** Group buy: the verified members (2 to 5), the buyer included. */
  readonly groupMembers?: readonly OrderGroupMember[]
  readonly addOnIds?: readonly string[]
  readonly esoOfferIds?: readonly string[]
  /** Upgrade to premium: the membership exchanged. */
  readonly exchangeMembershipId?: string
  /** Membership start; the suggested valid start when absent. */
  readonly startDate?: EpochMs
  readonly payment: SalePayment
  readonly preferredSport?: string
  readonly bootcampSlotId?: string
  readonly trainerIdentityId?: string
  readonly source?: string
  readonly deviceId?: string
  readonly isOnboardingSession?: boolean
  /** A PT pack sale (Sell Personal Training): the pack is one of the PT packs; a trainer is required. */
  readonly pt?: PtSaleItem
  /**
   * An add-on sold on its own against the customer's membership (/sell-add-on-packs): `packId` is
   * the add-on; it starts from today (or the membership's first day) to the membership's last day.
   */
  readonly addOnFor?: AddOnSaleItem
}

export type PreparedSale = PriceResult & {
  readonly request: SaleRequest
  readonly valid: ValidSale
  readonly order: OrderRequestInput
  /** The idempotency key of this attempt: the same for every repeat of the same sale (10 minutes) until an attempt fails for certain. */
  readonly saleKey: string
  /** What identifies the sale (customer, pack, day, payment, options): the attempts' keys are kept under it. */
  readonly saleFingerprint: string
  readonly suggestedStart: SuggestedStart
}

export type PrepareSaleDeps = {
  readonly catalog: PackCatalog
  readonly terminal: PaymentTerminal
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly storage: KeyValueStore
}

const isRecurring = (p: SellablePack): boolean => p.product?.productSubType === 'RECURRING'

const configuredTerminals = (d: PrepareSaleDeps, r: SaleRequest): TaskEither<GatewayError, readonly string[]> =>
  r.payment.mode !== 'DIGITAL'
    ? TE.right([])
    : pipe(
        d.terminal.cardMachines({ centerId: r.centre.id }),
        TE.map((c) => c.cardMachines.map((m) => m.cardMachineTid)),
        // No card-machine config: no terminal can be chosen ('No Terminal ID present!').
        TE.orElse((e) => (e._tag === 'NotFound' ? TE.right<GatewayError, readonly string[]>([]) : TE.left(e))),
      )

/** What identifies a sale, so that a repeat (double submit, retry) is recognised as the same sale. */
const saleFingerprint = (r: SaleRequest, start: EpochMs): string =>
  JSON.stringify([
    r.centre.centerServiceId,
    r.userId,
    r.packId,
    centreDate(start),
    r.payment.mode,
    r.payment.mode === 'DIGITAL' ? (r.payment.terminalId ?? '') : '',
    [...(r.addOnIds ?? [])].sort(),
    [...(r.esoOfferIds ?? [])].sort(),
    (r.groupMembers ?? []).map((m) => m.userId).sort(),
    r.exchangeMembershipId ?? '',
    r.addOnFor?.membershipId ?? '',
  ])

const orderInput = (r: SaleRequest, p: PriceResult, v: ValidSale): OrderRequestInput => {
  const group = r.groupMembers !== undefined && r.groupMembers.length >= 2 ? r.groupMembers : undefined
  return {
    userId: r.userId,
    deviceId: r.deviceId ?? 'centre-portal',
    source: r.source ?? 'CENTER_PORTAL',
    cityId: r.centre.cityId,
    esoOfferIds: r.esoOfferIds ?? [],
    products: [
      {
        productId: p.pack.productId,
        startDate: v.startDate,
        ...(r.trainerIdentityId === undefined ? {} : { trainerIdentityId: r.trainerIdentityId }),
        ...(r.preferredSport === undefined ? {} : { preferredSport: r.preferredSport }),
        ...(r.bootcampSlotId === undefined ? {} : { bootcampSlotId: r.bootcampSlotId }),
        ...(group === undefined ? {} : { groupMembers: group }),
        ...(r.addOnFor === undefined ? {} : { addOnMembershipId: r.addOnFor.membershipId }),
        ...(p.exchange?.isValidExchange === true && r.exchangeMembershipId !== undefined
          ? { exchange: { membershipId: r.exchangeMembershipId, exchangeTime: v.startDate, discount: p.exchange.discountValue } }
          : {}),
      },
      ...p.addOns.map((a) => ({ productId: a.productId, startDate: v.startDate })),
    ],
    centerId: r.centre.id,
    centerServiceCenterId: r.centre.centerServiceId,
    createdBy: r.staff.id,
    isOnboardingSession: r.isOnboardingSession ?? false,
  }
}

/**
 * Where the sale may start: a pack from the server's suggested valid start for the selection
 * window; an add-on sold against a membership within that membership's days (no server call).
 */
const startWindowOf = (d: PrepareSaleDeps, r: SaleRequest, price: PriceResult): TaskEither<GatewayError, { readonly suggested: SuggestedStart; readonly windowDays: number }> =>
  r.addOnFor !== undefined
    ? TE.right(addOnStartWindow(r.addOnFor, d.clock.now()))
    : pipe(
        TE.Do,
        TE.apS(
          'suggested',
          d.catalog.validStartDate({
            durationSeconds: (price.pack.durationInDays * DAY_MS) / 1000,
            tenant: r.centre.type,
            userId: r.userId,
            isPtPack: r.pt !== undefined,
            centerServiceId: r.centre.centerServiceId,
          }),
        ),
        TE.apS('windowDays', d.catalog.selectionWindow({ centerServiceId: r.centre.centerServiceId })),
      )

/**
 * Everything before an order is created: the pack and its quote, the suggested start and its
 * window, the centre's terminals, every validation of part 2 §5 at once, the order request and
 * the sale's idempotency key.
 */
export const prepareSale =
  (d: PrepareSaleDeps) =>
  (r: SaleRequest): TaskEither<PrepareSaleError, PreparedSale> => {
    const users = r.groupMembers !== undefined && r.groupMembers.length >= 2 ? r.groupMembers.length : 1
    return pipe(
      computePrice(d)({
        centerId: r.centre.id,
        centerServiceId: r.centre.centerServiceId,
        userId: r.userId,
        packId: r.packId,
        users,
        ...(r.addOnIds === undefined ? {} : { addOnIds: r.addOnIds }),
        ...(r.esoOfferIds === undefined ? {} : { esoOfferIds: r.esoOfferIds }),
        ...(r.exchangeMembershipId === undefined ? {} : { exchangeMembershipId: r.exchangeMembershipId }),
        ...(r.pt === undefined ? {} : { pt: r.pt }),
        ...(r.addOnFor === undefined ? {} : { addOnFor: r.addOnFor }),
      }),
      TE.bindTo('price'),
      TE.bindW('start', ({ price }) => startWindowOf(d, r, price)),
      TE.bindW('terminals', () => configuredTerminals(d, r)),
      TE.chainW(({ price, start: { suggested, windowDays }, terminals }) => {
        const startDate = r.startDate ?? suggested.start
        const pay = r.payment
        const valid = validateSale({
          total: price.quote.total,
          paymentMode: pay.mode,
          ...(pay.mode === 'DIGITAL' && pay.terminalId !== undefined ? { terminalId: pay.terminalId } : {}),
          configuredTerminalIds: terminals,
          isRecurring: isRecurring(price.pack),
          ...(pay.mode === 'CASH' ? { cashCollected: pay.cashCollected } : {}),
          ...(pay.mode === 'MANUAL' ? { manualParts: pay.parts } : {}),
          suggestedStart: suggested.start,
          selectionWindowDays: windowDays,
          startDate,
          centreType: r.centre.type,
          ...(r.preferredSport === undefined ? {} : { preferredSport: r.preferredSport }),
          isTrialBooking: false,
          hasPack: true,
          isPtOrder: r.pt !== undefined,
          ...(r.trainerIdentityId === undefined ? {} : { trainerIdentityId: r.trainerIdentityId }),
        })
        if (valid._tag === 'Left') return TE.left(valid.left)
        return TE.right({
          ...price,
          request: r,
          valid: valid.right,
          order: orderInput(r, price, valid.right),
          saleKey: saleKeyFor(d, saleFingerprint(r, startDate)),
          saleFingerprint: saleFingerprint(r, startDate),
          suggestedStart: suggested,
        })
      }),
    )
  }
