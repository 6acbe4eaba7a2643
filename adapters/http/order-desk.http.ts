import { fromZonedTime } from 'date-fns-tz'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GatewayOrder, OrderDesk, PlacedOrder } from '../../core/selling/order-desk.port'
import { type OrderCreationRequest, type OrderRequestInput, buildOrderCreationRequest } from '../../core/selling/order-request.builder'
import { buildCardMachineGatewayOrderBody, buildManualPaymentBody } from '../../core/selling/payment-body.builder'
import type { ManualPaymentPart } from '../../core/selling/sale-validation.rule'
import { epochMs } from '../../core/shared/brands'
import { minorUnitsToPaise } from '../../core/shared/money'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { PATHS } from './contract/paths'
import { GatewayOrderAnswer, OrderAnswer, type OrderReqBody } from './contract/payment.codecs'
import { RecurringLinkAnswer } from './contract/selling.codecs'
import type { HttpClient } from './http-client'

/** A centre day ('YYYY-MM-DD') as the wire's start date: the start of that day in Asia/Kolkata, epoch ms. */
export const wireDay = (day: string): number => fromZonedTime(`${day}T00:00:00`, CENTRE_TIME_ZONE).getTime()

/** The built order-creation request in the wire's shape (dates as epoch ms, PT options nested). */
export const orderReqBody = (r: OrderCreationRequest): OrderReqBody =>
  ({
    userId: r.userId,
    deviceId: r.deviceId,
    source: r.source,
    cityId: r.cityId,
    esoOfferIds: [...r.esoOfferIds],
    orderProducts: r.orderProducts.map((p) => ({
      productId: p.productId,
      quantity: p.quantity,
      option: {
        startDate: wireDay(p.option.startDate),
        centerId: p.option.centerId,
        ...(p.option.trainerId === undefined ? {} : { ptOptions: { trainerId: p.option.trainerId } }),
        ...(p.option.bootcampSlotId === undefined ? {} : { bootcampSlotId: p.option.bootcampSlotId }),
        ...(p.option.preferredSport === undefined ? {} : { preferredSport: p.option.preferredSport }),
        ...(p.option.groupDetails === undefined
          ? {}
          : { groupDetails: { users: p.option.groupDetails.users.map((u) => ({ userId: u.userId, phone: u.phone, startDate: wireDay(u.startDate) })) } }),
        ...(p.option.exchangeDetails === undefined ? {} : { exchangeDetails: p.option.exchangeDetails }),
        ...(p.option.addOnDetails === undefined ? {} : { addOnDetails: p.option.addOnDetails }),
      },
    })),
    clientMetadata: { ...r.clientMetadata },
  }) as OrderReqBody

const placedFrom = (a: OrderAnswer): PlacedOrder => ({
  orderId: a.orderId,
  status: a.status,
  amount: minorUnitsToPaise(a.amount),
  createdAt: epochMs(a.createdAt),
})

const manualOrder = (http: HttpClient, path: string) => (order: OrderRequestInput, payment: readonly ManualPaymentPart[], idempotencyKey: string) => {
  const body = buildManualPaymentBody(payment)
  return pipe(
    http.send(
      {
        path,
        idempotencyKey,
        data: {
          orderReqBody: orderReqBody(buildOrderCreationRequest(order)),
          paymentSuccessReqBody: { channel: body.channel, currency: body.currency, paymentModes: body.paymentModes },
        },
      },
      OrderAnswer,
    ),
    TE.map(placedFrom),
  )
}

export const createHttpOrderDesk = (http: HttpClient): OrderDesk => ({
  createCashOrder: manualOrder(http, PATHS.createCashOrder),
  createGroupOrder: manualOrder(http, PATHS.createGroupOrder),
  createGatewayOrder: (order, terminal) =>
    pipe(
      http.send(
        {
          path: PATHS.createGatewayOrder,
          idempotencyKey: terminal.requestId,
          data: {
            orderReqBody: orderReqBody(buildOrderCreationRequest(order)),
            paytmGatewayOrderReqBody: buildCardMachineGatewayOrderBody(terminal.tid, terminal.requestId),
          },
        },
        GatewayOrderAnswer,
      ),
      TE.map(
        (a): GatewayOrder => ({
          orderId: a.order.orderId,
          usePaymentCompleteV2: a.gatewayOrder.usePaymentCompleteV2,
          gatewayOrderId: a.gatewayOrder.gatewayId,
          gatewayId: a.gatewayOrder.gatewayId,
          cfPaymentId: a.gatewayOrder.cfPaymentId,
          amount: minorUnitsToPaise(a.order.amount),
          tid: a.gatewayOrder.tid,
        }),
      ),
    ),
  recurringLink: (r) =>
    pipe(
      http.send({ path: PATHS.recurringLink, data: { ...r, startDate: Math.floor(r.startDate) } }, RecurringLinkAnswer),
      TE.map((a) => ({ link: a.link, expiresAt: epochMs(a.expiresAt) })),
    ),
})
