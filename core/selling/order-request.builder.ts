import type { EpochMs, Paise } from '../shared/brands'
import { paiseToMinorUnits } from '../shared/money'
import { centreDate } from './sale-day'

/**
 * The order-creation request (part 2 §3). Dates are the centre's calendar day ('YYYY-MM-DD',
 * Asia/Kolkata); amounts are minor units. Fields the spec does not show (PT options, group and
 * exchange details) are named here and documented in docs/api/rules-price.md.
 */
export type OrderGroupMember = { readonly userId: string; readonly phone: string; readonly startDate: EpochMs }

export type OrderExchange = {
  readonly membershipId: string
  readonly exchangeTime: EpochMs
  readonly discount: Paise
}

export type OrderProductInput = {
  readonly productId: string
  readonly quantity?: number
  readonly startDate: EpochMs
  /** PT orders: the trainer's identity id (required by validateSale). */
  readonly trainerIdentityId?: string
  readonly preferredSport?: string
  readonly bootcampSlotId?: string
  readonly groupMembers?: readonly OrderGroupMember[]
  readonly exchange?: OrderExchange
  /** An add-on sold on its own: the membership (the profile's id) it is added to. */
  readonly addOnMembershipId?: number
}

export type OrderRequestInput = {
  readonly userId: string
  readonly deviceId: string
  readonly source: string
  readonly cityId: number
  readonly esoOfferIds: readonly string[]
  readonly products: readonly OrderProductInput[]
  readonly centerId: number
  readonly centerServiceCenterId: number
  /** The staff member creating the order. */
  readonly createdBy: string
  readonly isOnboardingSession: boolean
}

export type OrderProductOption = {
  readonly startDate: string
  readonly centerId: number
  readonly trainerId?: string
  readonly preferredSport?: string
  readonly bootcampSlotId?: string
  readonly groupDetails?: { readonly users: readonly { readonly userId: string; readonly phone: string; readonly startDate: string }[] }
  readonly exchangeDetails?: {
    readonly membershipId: string
    readonly exchangeTimeInEpochMilliSeconds: number
    readonly discountValue: number
  }
  readonly addOnDetails?: { readonly membershipId: string }
}

export type OrderCreationRequest = {
  readonly userId: string
  readonly deviceId: string
  readonly source: string
  readonly cityId: number
  readonly esoOfferIds: readonly string[]
  readonly orderProducts: readonly { readonly productId: string; readonly quantity: number; readonly option: OrderProductOption }[]
  readonly clientMetadata: {
    readonly centerId: number
    readonly centerServiceCenterId: number
    readonly createdBy: string
    readonly isOnboardingSession: boolean
  }
}

const optionOf = (p: OrderProductInput, centerId: number): OrderProductOption => ({
  startDate: centreDate(p.startDate),
  centerId,
  ...(p.trainerIdentityId === undefined ? {} : { trainerId: p.trainerIdentityId }),
  ...(p.preferredSport === undefined ? {} : { preferredSport: p.preferredSport }),
  ...(p.bootcampSlotId === undefined ? {} : { bootcampSlotId: p.bootcampSlotId }),
  ...(p.groupMembers === undefined || p.groupMembers.length === 0
    ? {}
    : { groupDetails: { users: p.groupMembers.map((m) => ({ userId: m.userId, phone: m.phone, startDate: centreDate(m.startDate) })) } }),
  ...(p.addOnMembershipId === undefined ? {} : { addOnDetails: { membershipId: String(p.addOnMembershipId) } }),
  ...(p.exchange === undefined
    ? {}
    : {
        exchangeDetails: {
          membershipId: p.exchange.membershipId,
          exchangeTimeInEpochMilliSeconds: p.exchange.exchangeTime,
          discountValue: paiseToMinorUnits(p.exchange.discount),
        },
      }),
})

export const buildOrderCreationRequest = (r: OrderRequestInput): OrderCreationRequest => ({
  userId: r.userId,
  deviceId: r.deviceId,
  source: r.source,
  cityId: r.cityId,
  esoOfferIds: [...r.esoOfferIds],
  orderProducts: r.products.map((p) => ({ productId: p.productId, quantity: p.quantity ?? 1, option: optionOf(p, r.centerId) })),
  clientMetadata: {
    centerId: r.centerId,
    centerServiceCenterId: r.centerServiceCenterId,
    createdBy: r.createdBy,
    isOnboardingSession: r.isOnboardingSession,
  },
})
