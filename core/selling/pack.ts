import type { EpochMs, Paise } from '../shared/brands'

/**
 * Selling domain types (part 2 §3). Every amount is integer paise: the HTTP adapter converts
 * the server's rupee fields with `rupeesToPaise` (core/shared/money.ts) when it decodes them.
 */

export type MembershipType = 'SELECT' | 'ELITE' | 'PRO'
export type PackProductType = 'FITNESS' | 'LUX_FITNESS_PRODUCT' | 'GYMFIT_FITNESS_PRODUCT' | 'PLAY'
export type BenefitPackType = 'ELITE_PLUS' | 'PRO_PLUS'

/** The server's tax breakup of a pack price (informational; GST is re-derived, see price-quote.rule). */
export type TaxBreakup = {
  readonly basePrice: Paise
  readonly taxAmount: Paise
  readonly taxPercent: number
}

export type Benefit = { readonly name: string; readonly displayTitle: string }

/** A membership pack (cultpass, gym, play...). */
export type Pack = {
  readonly id: string
  readonly title: string
  readonly displayName?: string
  readonly name?: string
  readonly duration?: number
  readonly durationInDays: number
  readonly type?: string
  /** Selling price, GST inclusive, per user. */
  readonly price: Paise
  readonly taxBreakup?: TaxBreakup
  readonly benefitPackType?: string
  readonly product?: { readonly productSubType?: string }
  readonly augments?: { readonly exhaustiveBenefitList?: readonly Benefit[] }
  readonly imageUrls?: readonly string[]
  readonly meta?: { readonly daysOfWeek?: readonly string[]; readonly slotName?: string }
  readonly membershipStartDate?: EpochMs
  readonly selectedChildDetails?: { readonly childName: string; readonly childAge: number }
  readonly selectedCourseCategory?: { readonly courseCategoryId: string; readonly courseCategoryName: string }
}

export type PtProductType = 'GYM_PT_PRODUCT' | 'GYM_PT_PPC_PRODUCT' | 'PLAY_PT' | 'PLAY_ACADEMY'

/** One offer's cut of a price. */
export type PriceBreakupEntry = { readonly offerId: string; readonly discount: Paise }

export type PtPackPrice = {
  readonly mrp: Paise
  /** What the user pays (GST inclusive). */
  readonly sellingPrice: Paise
  /** The listed price before the user's offers. */
  readonly listingPrice: Paise
  readonly breakup: readonly PriceBreakupEntry[]
}

/** A personal-training pack. GYM_PT_PPC_PRODUCT is the trial. */
export type PtPack = {
  readonly productId: string
  readonly productType: PtProductType
  readonly price: PtPackPrice
  readonly listingCategory: { readonly restrictions: readonly { readonly restrictionCount: number }[] }
  readonly offers: readonly Offer[]
}

/** An add-on pack sold with (or onto) a membership. `price` is its listing price, GST inclusive. */
export type AddOnPack = {
  readonly id: string
  readonly productId: string
  readonly product: { readonly title: string; readonly description?: string }
  readonly price: { readonly listingPrice: Paise }
  readonly taxBreakup?: { readonly taxAmount: Paise }
  /** How the add-on is used (part 2 §9): DURATION_BASED, TRACKED_CONSUMABLE, other. */
  readonly benefitType?: string
  /** Days the add-on runs once started. */
  readonly durationInDays?: number
}

export type Offer = {
  readonly offerId: string
  readonly maxConsumptionCount?: number
  readonly uiLabels?: { readonly description?: string }
  readonly productIds: readonly string[]
  readonly isGroupOffer: boolean
}

export type MembershipExchange = {
  readonly isValidExchange: boolean
  readonly discountValue: Paise
  readonly invalidReason?: string
  readonly exchangeConstraints?: {
    readonly exchangeFee: Paise
    readonly maxDiscountPercentage: number
    readonly maxDiscountAbsolute: Paise
  }
}

/** Tax and fee details of a price, per user. */
export type TaxAndFeeDetails = {
  readonly gst: Paise
  readonly platformFee: Paise
  readonly platformFeeGst: Paise
  readonly totalPlatformFee: Paise
  readonly isTaxBreakupShown: boolean
  readonly basePrice: Paise
}

export type BootcampSlot = {
  readonly bootcampSlotId: string
  readonly fromSlotTime: string
  readonly toSlotTime: string
  readonly totalSlots: number
  readonly consumedSlots: number
  readonly onBoardingTime?: string
}
