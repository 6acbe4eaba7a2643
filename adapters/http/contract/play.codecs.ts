import * as t from 'io-ts'
import { OrderAnswer, OrderReqBody, PaymentSuccessReqBody } from './payment.codecs'
import { IntText, NonEmptyString } from './selling.codecs'

/**
 * Wire shapes of the play centre calls (part 2 §7: v1/play/create/order/v2,
 * v1/play/fulfillment/order, sessions, slots, bookings). Amounts are paise; days are
 * Asia/Kolkata calendar days (YYYY-MM-DD).
 */

interface DayTextBrand {
  readonly DayText: unique symbol
}
/** A calendar day, YYYY-MM-DD. */
export const DayText = t.brand(t.string, (s): s is t.Branded<string, DayTextBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s), 'DayText')

export const PlayCreateOrderRequest = t.type({ orderReqBody: OrderReqBody })
export const PlayFulfilOrderRequest = t.type({ orderId: NonEmptyString, paymentSuccessReqBody: PaymentSuccessReqBody })
/** The order as OrderAnswer has it (CREATED after creation, PAYMENT_COMPLETED with memberships after fulfilment). */
export const PlayOrderAnswer = OrderAnswer

export const PlaySlotWire = t.type({
  slotId: t.string,
  sportId: t.number,
  sportName: t.string,
  startTime: t.number,
  endTime: t.number,
  capacity: t.number,
  booked: t.number,
})
export type PlaySlotWire = t.TypeOf<typeof PlaySlotWire>
export const PlaySessionsQuery = t.type({ centerServiceId: IntText, day: DayText })
export const PlaySlotsQuery = t.type({ centerServiceId: IntText, sportId: IntText, day: DayText })
export const PlaySlotsAnswer = t.type({ slots: t.array(PlaySlotWire) })

export const PlayBookingWire = t.intersection([
  t.type({
    bookingId: t.string,
    userId: t.string,
    slotId: t.string,
    sportId: t.number,
    sportName: t.string,
    startTime: t.number,
    endTime: t.number,
    centerId: t.number,
  }),
  /** The child who plays, when the booking is for a child user of the account ('first last'). */
  t.partial({ childId: t.string, childName: t.string }),
])
export type PlayBookingWire = t.TypeOf<typeof PlayBookingWire>
/** childId: a child user of the account who plays on the account's pack (an academy pack sold for the child). */
export const PlayBookRequest = t.intersection([t.type({ userId: NonEmptyString, centerServiceId: t.Int, slotId: NonEmptyString }), t.partial({ childId: NonEmptyString })])
export const PlayBookingsQuery = t.type({ userId: NonEmptyString, centerServiceId: IntText })
export const PlayBookingsAnswer = t.type({ bookings: t.array(PlayBookingWire) })
