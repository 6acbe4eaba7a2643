import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'

/**
 * Wire shapes of the selling calls (part 2 §7): packs, PT packs, add-ons, offers, start dates,
 * exchange, card machines, trainers, sports, bootcamp slots, recurring links, group buy.
 * Prices in answers are rupees (the catalogue's unit); amounts sent to the server are minor units.
 */

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null])

/** A ten-digit phone number (no country code). */
interface TenDigitPhoneBrand {
  readonly TenDigitPhone: unique symbol
}
export const TenDigitPhone = t.brand(t.string, (s): s is t.Branded<string, TenDigitPhoneBrand> => /^\d{10}$/.test(s), 'TenDigitPhone')

interface NonEmptyBrand {
  readonly NonEmpty: unique symbol
}
export const NonEmptyString = t.brand(t.string, (s): s is t.Branded<string, NonEmptyBrand> => s.trim() !== '', 'NonEmpty')

/** A query parameter that must be a whole number. */
interface IntTextBrand {
  readonly IntText: unique symbol
}
export const IntText = t.brand(t.string, (s): s is t.Branded<string, IntTextBrand> => /^-?\d{1,15}$/.test(s), 'IntText')

export const MembershipType = t.keyof({ SELECT: null, ELITE: null, PRO: null })
export const PackProductType = t.keyof({ FITNESS: null, LUX_FITNESS_PRODUCT: null, GYMFIT_FITNESS_PRODUCT: null, PLAY: null })
export const PtProductType = t.keyof({ GYM_PT_PRODUCT: null, GYM_PT_PPC_PRODUCT: null, PLAY_PT: null, PLAY_ACADEMY: null })
export type PtProductType = t.TypeOf<typeof PtProductType>

export const TaxBreakupWire = t.type({ basePrice: t.number, taxAmount: t.number, taxPercent: t.number })

export const PriceWire = t.type({
  mrp: t.number,
  sellingPrice: t.number,
  listingPrice: t.number,
  currency: t.literal('INR'),
  breakup: t.array(t.type({ offerId: t.string, discount: t.number })),
})
export type PriceWire = t.TypeOf<typeof PriceWire>

export const OfferWire = t.type({
  offerId: t.string,
  maxConsumptionCount: t.number,
  uiLabels: t.type({ description: t.string }),
  productIds: t.array(t.string),
  isGroupOffer: t.boolean,
  /** Rupees off the selling price of each product the offer covers. */
  discount: t.number,
  isSpotOffer: t.boolean,
})
export type OfferWire = t.TypeOf<typeof OfferWire>

export const TaxAndFeeDetailsWire = t.type({
  gst: t.number,
  platformFee: t.number,
  platformFeeGst: t.number,
  totalPlatformFee: t.number,
  isTaxBreakupShown: t.boolean,
  basePrice: t.number,
})

export const PackWire = t.intersection([
  t.type({
    id: t.string,
    productId: t.string,
    title: t.string,
    displayName: t.string,
    name: t.string,
    duration: t.string,
    durationInDays: t.number,
    type: MembershipType,
    productType: PackProductType,
    centerId: t.number,
    price: PriceWire,
    taxBreakup: TaxBreakupWire,
    imageUrls: t.array(t.string),
    offers: t.array(OfferWire),
  }),
  t.partial({
    benefitPackType: t.keyof({ ELITE_PLUS: null, PRO_PLUS: null }),
    product: t.type({ productSubType: t.literal('RECURRING') }),
    augments: t.type({ exhaustiveBenefitList: t.array(t.type({ name: t.string, displayTitle: t.string })) }),
    meta: t.type({ daysOfWeek: t.array(t.string), slotName: t.string }),
    taxAndFeeDetails: TaxAndFeeDetailsWire,
  }),
])
export type PackWire = t.TypeOf<typeof PackWire>

export const PacksQuery = t.intersection([t.type({ centerId: IntText }), t.partial({ userId: t.string })])
export const PacksAnswer = t.type({ packs: t.array(PackWire) })
export type PacksAnswer = t.TypeOf<typeof PacksAnswer>

export const PtPackWire = t.type({
  productId: t.string,
  productType: PtProductType,
  title: t.string,
  levelCode: nullable(t.string),
  centerId: t.number,
  durationInDays: t.number,
  price: PriceWire,
  listingCategory: t.type({ restrictions: t.array(t.type({ restrictionCount: t.number })) }),
  offers: t.array(OfferWire),
})
export type PtPackWire = t.TypeOf<typeof PtPackWire>

export const PtPacksRequest = t.type({
  userId: NonEmptyString,
  phone: TenDigitPhone,
  centerId: t.Int,
  cityId: t.Int,
  productType: t.keyof({ GYM_PT_PRODUCT: null, GYM_PT_PPC_PRODUCT: null }),
})
export const PtPacksAnswer = t.type({ levels: t.array(t.type({ levelCode: t.string, packs: t.array(PtPackWire) })) })
export type PtPacksAnswer = t.TypeOf<typeof PtPacksAnswer>

export const PlayPtPacksRequest = t.type({ userId: NonEmptyString, centerServiceId: t.Int })
export const PtPackListAnswer = t.type({ packs: t.array(PtPackWire) })
export type PtPackListAnswer = t.TypeOf<typeof PtPackListAnswer>

export const CourseCategoryWire = t.type({
  courseCategoryId: t.string,
  courseCategoryName: t.string,
  workoutId: t.number,
  minAge: t.number,
  maxAge: t.number,
})
export const CourseCategoriesQuery = t.type({ centerServiceId: IntText })
export const CourseCategoriesAnswer = t.type({ courseCategories: t.array(CourseCategoryWire) })
export const AcademyPacksQuery = t.type({ centerServiceId: IntText, courseCategoryId: NonEmptyString })

export const SportsAnswer = t.type({ sports: t.array(t.type({ id: t.number, name: t.string })) })

export const ActiveMembershipWire = t.type({
  id: t.string,
  userId: t.string,
  productId: t.string,
  name: t.string,
  type: t.string,
  centerId: t.number,
  start: t.number,
  end: t.number,
  orderId: nullable(t.string),
  status: t.keyof({ ACTIVE: null, UPCOMING: null }),
})
export type ActiveMembershipWire = t.TypeOf<typeof ActiveMembershipWire>
export const ActiveMembershipsQuery = t.type({ userId: NonEmptyString })
export const ActiveMembershipsAnswer = t.type({ memberships: t.array(ActiveMembershipWire) })

export const AddOnWire = t.type({
  id: t.string,
  productId: t.string,
  product: t.type({ title: t.string, description: t.string }),
  price: t.type({ listingPrice: t.number }),
  taxBreakup: t.type({ taxAmount: t.number }),
  benefitType: t.keyof({ DURATION_BASED: null, TRACKED_CONSUMABLE: null, OTHER: null }),
  durationInDays: t.number,
})
export type AddOnWire = t.TypeOf<typeof AddOnWire>
export const AddOnsQuery = t.intersection([
  t.type({ centerServiceId: IntText, userId: NonEmptyString, basePackDuration: IntText }),
  t.partial({ isPrePurchaseFlow: t.keyof({ true: null, false: null }) }),
])
export const AddOnsAnswer = t.type({ addOns: t.array(AddOnWire) })

export const PremiumConfigQuery = t.type({ packId: NonEmptyString, userId: NonEmptyString })
export const PremiumConfigAnswer = t.type({ packId: t.string, upgradeAvailable: t.boolean, premiumPacks: t.array(PackWire) })

export const PtSpotOffersRequest = t.type({
  productType: PtProductType,
  productIds: t.array(t.string),
  centerId: t.Int,
  centerServiceId: t.Int,
  cityId: t.Int,
  userId: NonEmptyString,
  phone: TenDigitPhone,
})
export const OffersAnswer = t.type({ offers: t.array(OfferWire) })

export const AddSpotOfferRequest = t.type({
  offerIds: t.array(NonEmptyString),
  startDate: t.Int,
  endDate: t.Int,
  eligibilityType: t.literal('USERID'),
  eligibilityValue: NonEmptyString,
  count: t.Int,
  userId: NonEmptyString,
  phone: TenDigitPhone,
  addedBy: NonEmptyString,
  client: t.literal('GYMFIT'),
  /** A PT pack's product type, or a membership pack's (a spot offer granted on /sell-packs). */
  productType: t.union([PtProductType, PackProductType]),
  idempotenceKey: NonEmptyString,
})
export const AddSpotOfferAnswer = t.type({ message: t.string, grantId: t.string })

export const OffersEligibilityRequest = t.type({ userId: NonEmptyString, offerIds: t.array(NonEmptyString) })
export const OffersEligibilityAnswer = t.type({
  result: t.keyof({ OK: null, NOT_ELIGIBLE: null }),
  eligibleOfferIds: t.array(t.string),
  message: nullable(t.string),
})

export const ExchangeRequest = t.type({
  membershipId: NonEmptyString,
  exchangeTimeInEpochMilliSeconds: t.Int,
  packId: NonEmptyString,
  userId: NonEmptyString,
})
export const ExchangeAnswer = t.type({
  isValidExchange: t.boolean,
  discountValue: t.number,
  invalidReason: nullable(t.string),
  exchangeConstraints: t.type({ exchangeFee: t.number, maxDiscountPercentage: t.number, maxDiscountAbsolute: t.number }),
})
export type ExchangeAnswer = t.TypeOf<typeof ExchangeAnswer>

export const EarliestStartRequest = t.type({
  durationSeconds: t.Int,
  tenant: NonEmptyString,
  userId: NonEmptyString,
  isPtPack: t.boolean,
  centerServiceId: t.Int,
})
export const EarliestStartAnswer = t.type({
  /** Start of the suggested day in Asia/Kolkata, epoch ms. */
  suggestedStartDate: t.number,
  /** The same day as yyyy-MM-dd. */
  suggestedStartDay: t.string,
})
export const PackStartDateRequest = t.type({ centerServiceId: t.Int })
export const PackStartDateAnswer = t.type({ startDateSelectionWindow: t.number })

export const CardMachinesQuery = t.type({ centerId: IntText })
export const CardMachinesAnswer = t.type({
  centerId: t.number,
  isPaytmEnabled: t.boolean,
  cardMachines: t.array(t.type({ machineType: t.string, cardMachineTid: t.string })),
})
export type CardMachinesAnswer = t.TypeOf<typeof CardMachinesAnswer>

export const TrainerWire = t.type({
  identityResponse: t.type({ id: t.string, firstName: t.string, lastName: t.string }),
  levelCode: t.string,
  trainerType: t.keyof({ PERSONAL_TRAINER: null, SWIMMING_PERSONAL_TRAINER: null }),
  recommended: t.boolean,
  checkInsAssigned: t.number,
})
export const TrainersLevelQuery = t.type({ centerServiceId: IntText, centerType: NonEmptyString })
export const TrainersLevelAnswer = t.type({
  trainers: t.array(TrainerWire),
  levels: t.array(t.type({ levelCode: t.string, count: t.number })),
})
export const ActiveClientsQuery = t.intersection([
  t.type({ centerId: IntText }),
  t.partial({ sortOrder: t.keyof({ ASC: null, DESC: null }), sortField: t.literal('MEMBERSHIP_START_TIME'), limit: IntText, startTimeTo: IntText, endTimeFrom: IntText }),
])
export const ActiveClientsAnswer = t.type({
  clients: t.array(t.type({ membershipId: t.string, userId: t.string, productId: t.string, start: t.number, end: t.number })),
})

export const BootcampSlotWire = t.type({
  bootcampSlotId: t.string,
  fromSlotTime: t.string,
  toSlotTime: t.string,
  totalSlots: t.number,
  consumedSlots: t.number,
  onBoardingTime: t.string,
})
export const BootcampSlotsQuery = t.type({ centerServiceId: IntText })
export const BootcampSlotsAnswer = t.type({ slots: t.array(BootcampSlotWire) })
export const SavePreferenceRequest = t.type({
  userId: NonEmptyString,
  preferenceKey: t.literal('BOOTCAMP_PREFERENCE'),
  preferenceValue: NonEmptyString,
})
export const SavePreferenceAnswer = t.type({ userId: t.string, preferenceKey: t.string, preferenceValue: t.string })

export const RecurringLinkRequest = t.type({
  startDate: t.Int,
  centerServiceId: t.Int,
  userId: NonEmptyString,
  productId: NonEmptyString,
  agentId: NonEmptyString,
})
export const RecurringLinkAnswer = t.type({ link: t.string, expiresAt: t.number })

export const GroupBuyEligibilityRequest = t.type({ userId: NonEmptyString, phone: TenDigitPhone, centerId: t.Int })
export const GroupBuyEligibilityAnswer = t.type({ eligible: t.boolean, reason: nullable(t.string) })

/** GET v1/play/sports: the play centre by centre service id (absent: the seeded play arena). */
export const SportsQuery = t.partial({ centerServiceId: IntFromString })

// ---- selling catalogue: premium packs and spot offers, eso offer ----

/** A list of product ids in a request: 1 to 50 of them. */
export const ProductIdList = t.refinement(t.array(NonEmptyString), (a) => a.length >= 1 && a.length <= 50, 'ProductIdList')

export const PremiumPacksQuery = t.type({ centerServiceId: IntText, userId: NonEmptyString })
export const PremiumSpotOffersRequest = t.type({ centerServiceId: t.Int, userId: NonEmptyString, productIds: ProductIdList })
export const EsoOfferRequest = t.type({ userId: NonEmptyString, centerId: t.Int, productIds: ProductIdList })
