import type { EpochMs, Paise } from '../shared/brands'
import type { OrderRequestInput } from './order-request.builder'

/**
 * Play centre selling and booking (part 2 §7: v1/play/* orders, fulfilment, sessions, slots and
 * bookings). Amounts are paise; days are Asia/Kolkata calendar days ('YYYY-MM-DD').
 */

/** Who an academy pack is for and in which course category (sent in the product's option). */
export type AcademyOrderDetails = {
  readonly courseCategoryId: string
  /** Absent when the pack is for the customer themself. */
  readonly child?: { readonly childName: string; readonly childAge: number }
}

/** A play order: the usual order request, plus the academy details when it sells an academy pack. */
export type PlayOrderInput = OrderRequestInput & { readonly academy?: AcademyOrderDetails }

/** A membership a fulfilled order created. */
export type SoldMembership = { readonly id: string; readonly userId: string; readonly productId: string; readonly start: EpochMs; readonly end: EpochMs }

/** A play order as the server holds it: CREATED until fulfilled, then PAYMENT_COMPLETED with its memberships. */
export type PlayOrder = {
  readonly orderId: string
  readonly status: 'CREATED' | 'PAYMENT_COMPLETED' | 'INVOICE_GENERATED' | 'PAYMENT_FAILED'
  readonly amount: Paise
  readonly createdAt: EpochMs
  readonly memberships: readonly SoldMembership[]
}

/** One hour of one sport at a play centre, with how many places it has and how many are booked. */
export type PlaySlot = {
  readonly slotId: string
  readonly sportId: number
  readonly sportName: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly capacity: number
  readonly booked: number
}

export type PlayBooking = {
  readonly bookingId: string
  readonly userId: string
  readonly slotId: string
  readonly sportId: number
  readonly sportName: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly centerId: number
  /** The child user who plays ('first last'), when the booking is for a child of the account. */
  readonly childId?: string
  readonly childName?: string
}
