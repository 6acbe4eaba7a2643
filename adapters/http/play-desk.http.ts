import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PlayBooking, PlayOrder, PlayOrderInput, PlaySlot } from '../../core/selling/play'
import type { PlayDesk } from '../../core/selling/play-desk.port'
import { buildOrderCreationRequest } from '../../core/selling/order-request.builder'
import { buildManualPaymentBody } from '../../core/selling/payment-body.builder'
import { epochMs } from '../../core/shared/brands'
import { minorUnitsToPaise } from '../../core/shared/money'
import { PATHS } from './contract/paths'
import type { OrderAnswer, OrderReqBody } from './contract/payment.codecs'
import { PlayBookingsAnswer, PlayBookingWire, PlayOrderAnswer, PlaySlotsAnswer, type PlaySlotWire } from './contract/play.codecs'
import type { HttpClient } from './http-client'
import { orderReqBody } from './order-desk.http'

/** The order body of a play sale: the academy's course category and child go in each product's option. */
export const playOrderReqBody = (order: PlayOrderInput): OrderReqBody => {
  const body = orderReqBody(buildOrderCreationRequest(order))
  const academy = order.academy
  if (academy === undefined) return body
  return {
    ...body,
    orderProducts: body.orderProducts.map((p) => ({
      ...p,
      option: { ...p.option, courseCategoryId: academy.courseCategoryId, ...(academy.child === undefined ? {} : { childDetails: academy.child }) },
    })),
  }
}

const orderFrom = (a: OrderAnswer): PlayOrder => ({
  orderId: a.orderId,
  status: a.status,
  amount: minorUnitsToPaise(a.amount),
  createdAt: epochMs(a.createdAt),
  memberships: a.memberships.map((m) => ({ id: m.id, userId: m.userId, productId: m.productId, start: epochMs(m.start), end: epochMs(m.end) })),
})

const slotFrom = (s: PlaySlotWire): PlaySlot => ({ ...s, startTime: epochMs(s.startTime), endTime: epochMs(s.endTime) })
const bookingFrom = (b: PlayBookingWire): PlayBooking => ({ ...b, startTime: epochMs(b.startTime), endTime: epochMs(b.endTime) })

export const createHttpPlayDesk = (http: HttpClient): PlayDesk => ({
  createOrder: (order, idempotencyKey) =>
    pipe(http.send({ path: PATHS.playCreateOrder, idempotencyKey, data: { orderReqBody: playOrderReqBody(order) } }, PlayOrderAnswer), TE.map(orderFrom)),
  fulfilOrder: (r, idempotencyKey) => {
    const body = buildManualPaymentBody(r.payment)
    return pipe(
      http.send(
        {
          path: PATHS.playFulfilOrder,
          idempotencyKey,
          data: { orderId: r.orderId, paymentSuccessReqBody: { channel: body.channel, currency: body.currency, paymentModes: body.paymentModes } },
        },
        PlayOrderAnswer,
      ),
      TE.map(orderFrom),
    )
  },
  sessions: (q) => pipe(http.send({ path: PATHS.playSessions, params: { centerServiceId: q.centerServiceId, day: q.day } }, PlaySlotsAnswer), TE.map((a) => a.slots.map(slotFrom))),
  slots: (q) =>
    pipe(
      http.send({ path: PATHS.playSlots, params: { centerServiceId: q.centerServiceId, sportId: q.sportId, day: q.day } }, PlaySlotsAnswer),
      TE.map((a) => a.slots.map(slotFrom)),
    ),
  book: (r, idempotencyKey) =>
    pipe(http.send({ path: PATHS.playBookings, idempotencyKey, data: { userId: r.userId, centerServiceId: r.centerServiceId, slotId: r.slotId, ...(r.childId === undefined ? {} : { childId: r.childId }) } }, PlayBookingWire), TE.map(bookingFrom)),
  bookings: (q) =>
    pipe(
      http.send({ path: PATHS.playBookings, params: { userId: q.userId, centerServiceId: q.centerServiceId } }, PlayBookingsAnswer),
      TE.map((a) => a.bookings.map(bookingFrom)),
    ),
})
