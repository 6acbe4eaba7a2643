import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { epochMs, paise } from '../shared/brands'
import type { CentreModel } from '../centre/centre'
import { cashNeedsOtp } from '../payment/cash-flow.rule'
import type { OtpService } from './otp-service.port'
import { type SaleOtpStepError, saleOtpStep } from './sale-otp'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { IdGenerator } from '../shared/id-generator.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type {
  AcademyPacksQuery,
  ActiveClient,
  ActiveClientsQuery,
  ActiveUserMembership,
  CatalogOffer,
  CatalogPtPack,
  CourseCategory,
  EsoOfferQuery,
  PremiumPacksQuery,
  PremiumSpotOffersQuery,
  SellablePack,
  TrainersLevelBreakdown,
  TrainersLevelQuery,
} from './catalog'
import type { PackCatalog } from './pack-catalog.port'
import type { PlayBooking, PlayOrder, PlayOrderInput, PlaySlot } from './play'
import type { PlayDesk } from './play-desk.port'
import { visiblePlaySlots } from './play-slots.rule'
import { endSaleAttempt, saleKeyFor } from './prepare-sale.use-case'
import { endOfFailedWrite } from './sale-attempt.rule'
import type { ManualPaymentPart } from './sale-validation.rule'

/**
 * Catalogue look-ups and play centre sales (issue 12, part 2 §7): each a thin use case over the
 * PackCatalog and PlayDesk ports, with the spec's defaults filled in and keys from the IdGenerator.
 */
export type CatalogueDeps = {
  readonly catalog: PackCatalog
  readonly play: PlayDesk
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly storage: KeyValueStore
}

/** The PT trainers of a centre and their count per level. */
export const trainersLevelBreakdown =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: TrainersLevelQuery): TaskEither<GatewayError, TrainersLevelBreakdown> =>
    d.catalog.trainersLevelBreakdown(q)

/**
 * Active PT clients of a centre: by default as the PT flow asks (sortOrder ASC, sortField
 * MEMBERSHIP_START_TIME, limit 1, running now: startTimeTo and endTimeFrom are now).
 */
export const ptActiveClients =
  (d: Pick<CatalogueDeps, 'catalog' | 'clock'>) =>
  (q: ActiveClientsQuery): TaskEither<GatewayError, readonly ActiveClient[]> => {
    const now = epochMs(d.clock.now())
    return d.catalog.activeClients({
      sortOrder: 'ASC',
      sortField: 'MEMBERSHIP_START_TIME',
      limit: 1,
      startTimeTo: now,
      endTimeFrom: now,
      ...q,
    })
  }

/** The user's running and upcoming memberships. */
export const activeUserMemberships =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: { readonly userId: string }): TaskEither<GatewayError, readonly ActiveUserMembership[]> =>
    d.catalog.activeMemberships(q)

export const academyCourseCategories =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly CourseCategory[]> =>
    d.catalog.courseCategories(q)

export const academyPacks =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: AcademyPacksQuery): TaskEither<GatewayError, readonly CatalogPtPack[]> =>
    d.catalog.academyPacks(q)

export const premiumPacks =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: PremiumPacksQuery): TaskEither<GatewayError, readonly SellablePack[]> =>
    d.catalog.premiumPacks(q)

export const premiumSpotOffers =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: PremiumSpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    q.productIds.length === 0 ? TE.right([]) : d.catalog.premiumSpotOffers(q)

/** The spot offers granted to the user that an order for these products may carry (esoOfferIds). */
export const esoOffers =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: EsoOfferQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    q.productIds.length === 0 ? TE.right([]) : d.catalog.esoOffer(q)

/** Every sport's sessions of a day at a play centre (full and past ones too: the day's picture). */
export const playSessions =
  (d: Pick<CatalogueDeps, 'play'>) =>
  (q: { readonly centerServiceId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]> =>
    d.play.sessions(q)

/** The slots of a sport on a day that can still be booked (full and started ones hidden). */
export const playSlots =
  (d: Pick<CatalogueDeps, 'play' | 'clock'>) =>
  (q: { readonly centerServiceId: number; readonly sportId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]> =>
    pipe(
      d.play.slots(q),
      TE.map((slots) => visiblePlaySlots(slots, d.clock.now())),
    )

/**
 * One attempt of a write under the sale's kept key (the attempt rule): a refusal frees the sale for
 * a new attempt with a new key; no answer keeps the key, so the next attempt asks for the same one.
 */
const attempt = <A>(
  d: Pick<CatalogueDeps, 'clock' | 'ids' | 'storage'>,
  fingerprint: string,
  write: (key: string) => TaskEither<GatewayError, A>,
  key: string = saleKeyFor(d, fingerprint),
): TaskEither<GatewayError, A> =>
  pipe(
    write(key),
    TE.orElseFirstIOK((e) => () => endSaleAttempt(d, fingerprint, key, endOfFailedWrite(e))),
  )

/** Books a slot; a repeat of the same booking within 10 minutes sends the same key (never two bookings) unless the booking was refused. */
export const bookPlaySlot =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'>) =>
  (r: { readonly userId: string; readonly centerServiceId: number; readonly slotId: string; readonly childId?: string }): TaskEither<GatewayError, PlayBooking> =>
    attempt(d, `play-booking|${r.centerServiceId}|${r.userId}|${r.childId ?? ''}|${r.slotId}`, (key) => d.play.book(r, key))

export const playBookings =
  (d: Pick<CatalogueDeps, 'play'>) =>
  (q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly PlayBooking[]> =>
    d.play.bookings(q)

export type SellPlayPackRequest = {
  readonly order: PlayOrderInput
  readonly payment: readonly ManualPaymentPart[]
  /**
   * The cash OTP step (part 2 §4 cash flow): at a company-owned or marketplace centre, cash needs the
   * OTP sent to the staff member's own phone; without `otp` it is sent and the sale stops with OtpSent.
   */
  readonly cashOtp?: { readonly centerModel: CentreModel; readonly staffPhone: string | undefined; readonly otp?: string }
}

const playSaleFingerprint = (o: PlayOrderInput): string =>
  JSON.stringify([
    'play-sale',
    o.centerId,
    o.userId,
    o.products.map((p) => [p.productId, p.startDate, p.trainerIdentityId ?? '']),
    o.academy?.courseCategoryId ?? '',
    o.academy?.child?.childName ?? '',
    [...o.esoOfferIds].sort(),
  ])

/**
 * A play centre sale (academy, play PT or play pack) paid at the desk: creates the play order, then
 * fulfils it with the payment taken (part 2 §7: v1/play/create/order/v2, v1/play/fulfillment/order).
 * The same sale repeated within 10 minutes sends the same keys, so a double submit sells once.
 */
export const sellPlayPack =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'> & { readonly otp: OtpService }) =>
  (r: SellPlayPackRequest): TaskEither<SaleOtpStepError, PlayOrder> => {
    const fingerprint = playSaleFingerprint(r.order)
    const key = saleKeyFor(d, fingerprint)
    const cash = r.payment.some((p) => p.kind === 'CASH')
    const amount = paise(r.payment.reduce((s, p) => s + p.amount, 0))
    const otpFirst: TaskEither<SaleOtpStepError, void> =
      r.cashOtp !== undefined && cash && cashNeedsOtp(r.cashOtp.centerModel)
        ? saleOtpStep(d)({ kind: 'CASH', phone: r.cashOtp.staffPhone, userId: r.order.userId, amount, ...(r.cashOtp.otp === undefined ? {} : { otp: r.cashOtp.otp }) })
        : TE.right(undefined)
    return pipe(
      otpFirst,
      TE.chainW(() => attempt(d, fingerprint, () => d.play.createOrder(r.order, key), key)),
      // The fulfilment key names the payment too: a refused payment (wrong amount) can be corrected and sent again.
      TE.chain((created) =>
        created.status === 'CREATED'
          ? d.play.fulfilOrder({ orderId: created.orderId, payment: r.payment }, `${key}-fulfil-${r.payment.map((p) => `${p.kind}:${p.amount}`).join(',')}`)
          : TE.right(created),
      ),
    )
  }
