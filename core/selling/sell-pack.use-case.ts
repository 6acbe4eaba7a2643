import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs, Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import { cashNeedsOtp } from '../payment/cash-flow.rule'
import type { StoredOrder } from '../payment/purchase'
import { parseStoredOrders, serialiseStoredOrders, storedOrdersKey } from '../payment/stored-orders.codecs'
import { upsertStoredOrder } from '../payment/stored-orders.rule'
import type { Quote } from './price-quote.rule'
import type { GatewayOrder, OrderDesk, PlacedOrder } from './order-desk.port'
import type { OtpService } from './otp-service.port'
import { saleOtpStep } from './sale-otp'
import { type PrepareSaleDeps, type PreparedSale, type SaleRequest, prepareSale } from './prepare-sale.use-case'
import { endSaleAttempt } from './sale-key'
import { endOfFailedWrite } from './sale-attempt.rule'
import type { ManualPaymentPart } from './sale-validation.rule'
import { type SellPackError, orderNotCreated } from './sell-pack.errors'

export type SellPackDeps = PrepareSaleDeps & { readonly orders: OrderDesk; readonly otp: OtpService }

export type SellPackRequest = SaleRequest & {
  /** The OTP the staff member received (cash at company-owned and marketplace centres). */
  readonly otp?: string
}

/** The order a sale created: its reference, and for a card-machine sale its gateway order. */
export type Sale = {
  readonly orderId: string
  readonly channel: 'CASH' | 'GROUP' | 'GATEWAY'
  readonly amount: Paise
  readonly createdAt: EpochMs
  readonly quote: Quote
  readonly gatewayOrder?: GatewayOrder
}

const manualParts = (r: SaleRequest): readonly ManualPaymentPart[] =>
  r.payment.mode === 'CASH' ? [{ kind: 'CASH', amount: r.payment.cashCollected }] : r.payment.mode === 'MANUAL' ? r.payment.parts : []

/** Cash is taken (alone, or as a part of a manual payment) at a company-owned or marketplace centre. */
const needsOtp = (r: SaleRequest): boolean =>
  (r.payment.mode === 'CASH' || (r.payment.mode === 'MANUAL' && r.payment.parts.some((p) => p.kind === 'CASH'))) && cashNeedsOtp(r.centre.centerModel)

/**
 * The OTP step of a cash sale: without an OTP it sends one to the staff member's own phone and
 * stops with OtpSent ('OTP has been sent successfully'); with one it verifies it ('Invalid OTP')
 * for this customer and this amount (the server takes cash for nothing else).
 */
const otpStep = (d: SellPackDeps, r: SellPackRequest, p: PreparedSale): TaskEither<SellPackError, void> =>
  needsOtp(r)
    ? saleOtpStep(d)({ kind: 'CASH', phone: r.staff.phone, userId: r.userId, amount: p.quote.total, ...(r.otp === undefined ? {} : { otp: r.otp }) })
    : TE.right(undefined)

const placed = (p: PreparedSale, channel: Sale['channel'], o: PlacedOrder): TaskEither<SellPackError, Sale> =>
  o.orderId.trim() === ''
    ? TE.left(orderNotCreated())
    : TE.right({ orderId: o.orderId, channel, amount: o.amount, createdAt: o.createdAt, quote: p.quote })

/** Keeps a created card-machine order so that its payment can be confirmed (and resumed) later. */
const storeGatewayOrder = (d: SellPackDeps, p: PreparedSale, o: GatewayOrder): void => {
  const key = storedOrdersKey(p.request.centre.centerServiceId)
  const now = d.clock.now()
  const entry: StoredOrder = {
    order: {
      orderId: o.orderId,
      usePaymentCompleteV2: o.usePaymentCompleteV2,
      ...(o.gatewayOrderId === undefined ? {} : { gatewayOrderId: o.gatewayOrderId }),
      ...(o.gatewayId === undefined ? {} : { gatewayId: o.gatewayId }),
      ...(o.cfPaymentId === undefined ? {} : { cfPaymentId: o.cfPaymentId }),
    },
    sale: { saleKey: p.saleKey, payment: { method: 'digital' } },
    status: 'CREATED',
    createdAt: now,
  }
  d.storage.set(key, serialiseStoredOrders(upsertStoredOrder(parseStoredOrders(d.storage.get(key)), entry, now)))
}

/** A refused order request ends its attempt for certain (the next attempt gets a new key); no answer keeps the key. */
const endOnFailure = <A>(d: SellPackDeps, p: PreparedSale, te: TaskEither<GatewayError, A>): TaskEither<GatewayError, A> =>
  pipe(
    te,
    TE.orElseFirstIOK((e) => () => endSaleAttempt(d, p.saleFingerprint, p.saleKey, endOfFailedWrite(e))),
  )

const createOrder = (d: SellPackDeps, p: PreparedSale): TaskEither<SellPackError, Sale> => {
  const r = p.request
  if (r.payment.mode === 'DIGITAL')
    return pipe(
      endOnFailure(d, p, d.orders.createGatewayOrder(p.order, { tid: r.payment.terminalId ?? '', requestId: p.saleKey })),
      TE.chainW((o) => {
        if (o.orderId.trim() === '') return TE.left(orderNotCreated())
        storeGatewayOrder(d, p, o)
        return TE.right<SellPackError, Sale>({
          orderId: o.orderId,
          channel: 'GATEWAY',
          amount: o.amount,
          createdAt: d.clock.now(),
          quote: p.quote,
          gatewayOrder: o,
        })
      }),
    )
  const isGroup = r.groupMembers !== undefined && r.groupMembers.length >= 2
  const create = isGroup ? d.orders.createGroupOrder : d.orders.createCashOrder
  return pipe(
    endOnFailure(d, p, create(p.order, manualParts(r), p.saleKey)),
    TE.mapLeft((e): SellPackError => e),
    TE.chain((o) => placed(p, isGroup ? 'GROUP' : 'CASH', o)),
  )
}

/**
 * sellPack: validates the sale (every error at once), runs the OTP step of a cash sale at a
 * company-owned or marketplace centre, creates the order (cash, group or card machine) with the
 * sale's idempotency key, and returns its reference. 'Order not created' when no order id comes
 * back. A repeat of the same sale sends the same key, so it never creates a second order; a
 * refused order frees the sale for a new attempt with a new key (sale-attempt.rule.ts).
 */
export const sellPack =
  (d: SellPackDeps) =>
  (r: SellPackRequest): TaskEither<SellPackError, Sale> =>
    pipe(
      prepareSale(d)(r),
      TE.mapLeft((e): SellPackError => e),
      TE.chainFirst((p) => otpStep(d, r, p)),
      TE.chain((p) => createOrder(d, p)),
    )

