import type { EpochMs, Paise } from '../shared/brands'
import type { BootcampSlot, MembershipType, Offer, Pack, PackProductType, PtPack, PtProductType, TaxAndFeeDetails } from './pack'

/**
 * What the pack catalogue answers, in domain words (part 2 §3, §7). Every amount is paise: the
 * HTTP gateway converts the server's rupee fields with rupeesToPaise when it decodes them.
 */

/** An offer as the catalogue lists it, with its cut per product. */
export type CatalogOffer = Offer & { readonly discount: Paise; readonly isSpotOffer: boolean }

/** A pack that can be sold at a centre: the Pack of the price rules plus what a sale needs. */
export type SellablePack = Pack & {
  readonly productId: string
  readonly centerId: number
  readonly membershipType: MembershipType
  readonly productType: PackProductType
  readonly listingPrice: Paise
  readonly mrp: Paise
  readonly offers: readonly CatalogOffer[]
  /** Platform fee and tax details per user (the packs v2 answer). */
  readonly fees?: TaxAndFeeDetails
}

/** A PT (or play PT / academy) pack with its title and trainer level. */
export type CatalogPtPack = PtPack & {
  readonly title: string
  readonly levelCode?: string
  readonly centerId: number
  readonly durationInDays: number
  readonly offers: readonly CatalogOffer[]
}

export type PtPackLevel = { readonly levelCode: string; readonly packs: readonly CatalogPtPack[] }

export type Sport = { readonly id: number; readonly name: string }

export type PremiumConfig = {
  readonly packId: string
  readonly upgradeAvailable: boolean
  readonly premiumPacks: readonly SellablePack[]
}

export type CardMachine = { readonly machineType: string; readonly cardMachineTid: string }

/** The card-machine config of a centre. */
export type CardMachineConfig = {
  readonly centerId: number
  readonly isPaytmEnabled: boolean
  readonly cardMachines: readonly CardMachine[]
}

/** The server-suggested valid start (the start of a Kolkata day). */
export type SuggestedStart = { readonly start: EpochMs; readonly day: string }

export type PtPacksQuery = {
  readonly userId: string
  readonly phone: string
  readonly centerId: number
  readonly cityId: number
  readonly productType: Extract<PtProductType, 'GYM_PT_PRODUCT' | 'GYM_PT_PPC_PRODUCT'>
}

export type AddOnQuery = {
  readonly centerServiceId: number
  readonly userId: string
  /** Duration of the pack the add-ons go with, in days. */
  readonly basePackDuration: number
  readonly isPrePurchaseFlow?: boolean
}

export type SpotOffersQuery = {
  readonly productType: PtProductType
  readonly productIds: readonly string[]
  readonly centerId: number
  readonly centerServiceId: number
  readonly cityId: number
  readonly userId: string
  readonly phone: string
}

export type AddSpotOfferRequest = {
  readonly offerIds: readonly string[]
  readonly startDate: EpochMs
  readonly endDate: EpochMs
  readonly count: number
  readonly userId: string
  readonly phone: string
  readonly addedBy: string
  /** A PT pack's product type, or a membership pack's (a spot offer granted on /sell-packs). */
  readonly productType: PtProductType | PackProductType
  readonly idempotenceKey: string
}

export type OfferEligibility = {
  readonly result: 'OK' | 'NOT_ELIGIBLE'
  readonly eligibleOfferIds: readonly string[]
  readonly message?: string
}

export type ExchangeQuery = {
  readonly membershipId: string
  readonly exchangeTime: EpochMs
  readonly packId: string
  readonly userId: string
}

export type ValidStartQuery = {
  readonly durationSeconds: number
  readonly tenant: string
  readonly userId: string
  readonly isPtPack: boolean
  readonly centerServiceId: number
}

export type { BootcampSlot }

// ---- selling catalogue: trainers, active clients and memberships, academy, premium, eso ----

/** A PT trainer of a centre with their level (PT levels use the last two characters of the code). */
export type PtTrainer = {
  readonly identity: { readonly id: string; readonly firstName: string; readonly lastName: string }
  readonly levelCode: string
  readonly trainerType: 'PERSONAL_TRAINER' | 'SWIMMING_PERSONAL_TRAINER'
  readonly recommended: boolean
  readonly checkInsAssigned: number
}

/** The trainers of a centre and how many there are at each level. */
export type TrainersLevelBreakdown = {
  readonly trainers: readonly PtTrainer[]
  readonly levels: readonly { readonly levelCode: string; readonly count: number }[]
}

export type TrainersLevelQuery = { readonly centerServiceId: number; readonly centerType: string }

/** The active-clients query of part 2 §7 (sortOrder ASC, sortField MEMBERSHIP_START_TIME, limit 1 in the PT flow). */
export type ActiveClientsQuery = {
  readonly centerId: number
  readonly sortOrder?: 'ASC' | 'DESC'
  readonly sortField?: 'MEMBERSHIP_START_TIME'
  readonly limit?: number
  /** Memberships that started at or before this time. */
  readonly startTimeTo?: EpochMs
  /** Memberships that end at or after this time. */
  readonly endTimeFrom?: EpochMs
}

/** A PT client of a centre: one PT membership running in the asked window. */
export type ActiveClient = { readonly membershipId: string; readonly userId: string; readonly productId: string; readonly start: EpochMs; readonly end: EpochMs }

/** A membership of a user that is running now or starts later. */
export type ActiveUserMembership = {
  readonly id: string
  readonly userId: string
  readonly productId: string
  readonly name: string
  readonly type: string
  readonly centerId: number
  readonly start: EpochMs
  readonly end: EpochMs
  readonly status: 'ACTIVE' | 'UPCOMING'
}

/** A play academy course category (the children's age range it takes). */
export type CourseCategory = {
  readonly courseCategoryId: string
  readonly courseCategoryName: string
  readonly workoutId: number
  readonly minAge: number
  readonly maxAge: number
}

export type AcademyPacksQuery = { readonly centerServiceId: number; readonly courseCategoryId: string }

/** Premium packs a user can buy at a centre (the higher tiers). */
export type PremiumPacksQuery = { readonly centerServiceId: number; readonly userId: string }

/** Spot offers of premium packs. */
export type PremiumSpotOffersQuery = { readonly centerServiceId: number; readonly userId: string; readonly productIds: readonly string[] }

/** The spot offers already granted to the user that can go into an order's esoOfferIds for these products. */
export type EsoOfferQuery = { readonly userId: string; readonly centerId: number; readonly productIds: readonly string[] }
