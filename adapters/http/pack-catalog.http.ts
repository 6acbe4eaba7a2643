import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { CatalogOffer, CatalogPtPack, SellablePack } from '../../core/selling/catalog'
import type { AddOnPack, BootcampSlot } from '../../core/selling/pack'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import { epochMs } from '../../core/shared/brands'
import { rupeesToPaise } from '../../core/shared/money'
import { PATHS } from './contract/paths'
import {
  ActiveClientsAnswer,
  ActiveMembershipsAnswer,
  CourseCategoriesAnswer,
  TrainersLevelAnswer,
  AddOnsAnswer,
  type AddOnWire,
  AddSpotOfferAnswer,
  BootcampSlotsAnswer,
  EarliestStartAnswer,
  ExchangeAnswer,
  OffersAnswer,
  OffersEligibilityAnswer,
  type OfferWire,
  PackStartDateAnswer,
  PacksAnswer,
  type PackWire,
  PremiumConfigAnswer,
  PtPackListAnswer,
  type PtPackWire,
  PtPacksAnswer,
  SavePreferenceAnswer,
  SportsAnswer,
} from './contract/selling.codecs'
import type { HttpClient } from './http-client'

export const offerFromWire = (o: OfferWire): CatalogOffer => ({
  offerId: o.offerId,
  maxConsumptionCount: o.maxConsumptionCount,
  uiLabels: { description: o.uiLabels.description },
  productIds: o.productIds,
  isGroupOffer: o.isGroupOffer,
  isSpotOffer: o.isSpotOffer,
  discount: rupeesToPaise(o.discount),
})

export const packFromWire = (w: PackWire): SellablePack => ({
  id: w.id,
  productId: w.productId,
  centerId: w.centerId,
  title: w.title,
  displayName: w.displayName,
  name: w.name,
  durationInDays: w.durationInDays,
  type: w.type,
  membershipType: w.type,
  productType: w.productType,
  price: rupeesToPaise(w.price.sellingPrice),
  listingPrice: rupeesToPaise(w.price.listingPrice),
  mrp: rupeesToPaise(w.price.mrp),
  taxBreakup: { basePrice: rupeesToPaise(w.taxBreakup.basePrice), taxAmount: rupeesToPaise(w.taxBreakup.taxAmount), taxPercent: w.taxBreakup.taxPercent },
  imageUrls: w.imageUrls,
  offers: w.offers.map(offerFromWire),
  ...(w.benefitPackType === undefined ? {} : { benefitPackType: w.benefitPackType }),
  ...(w.product === undefined ? {} : { product: { productSubType: w.product.productSubType } }),
  ...(w.augments === undefined ? {} : { augments: { exhaustiveBenefitList: w.augments.exhaustiveBenefitList } }),
  ...(w.meta === undefined ? {} : { meta: { daysOfWeek: w.meta.daysOfWeek, slotName: w.meta.slotName } }),
  ...(w.taxAndFeeDetails === undefined
    ? {}
    : {
        fees: {
          gst: rupeesToPaise(w.taxAndFeeDetails.gst),
          platformFee: rupeesToPaise(w.taxAndFeeDetails.platformFee),
          platformFeeGst: rupeesToPaise(w.taxAndFeeDetails.platformFeeGst),
          totalPlatformFee: rupeesToPaise(w.taxAndFeeDetails.totalPlatformFee),
          isTaxBreakupShown: w.taxAndFeeDetails.isTaxBreakupShown,
          basePrice: rupeesToPaise(w.taxAndFeeDetails.basePrice),
        },
      }),
})

export const ptPackFromWire = (w: PtPackWire): CatalogPtPack => ({
  productId: w.productId,
  productType: w.productType,
  title: w.title,
  centerId: w.centerId,
  durationInDays: w.durationInDays,
  ...(w.levelCode === null ? {} : { levelCode: w.levelCode }),
  price: {
    mrp: rupeesToPaise(w.price.mrp),
    sellingPrice: rupeesToPaise(w.price.sellingPrice),
    listingPrice: rupeesToPaise(w.price.listingPrice),
    breakup: w.price.breakup.map((b) => ({ offerId: b.offerId, discount: rupeesToPaise(b.discount) })),
  },
  listingCategory: w.listingCategory,
  offers: w.offers.map(offerFromWire),
})

export const addOnFromWire = (w: AddOnWire): AddOnPack => ({
  id: w.id,
  productId: w.productId,
  product: { title: w.product.title, description: w.product.description },
  price: { listingPrice: rupeesToPaise(w.price.listingPrice) },
  taxBreakup: { taxAmount: rupeesToPaise(w.taxBreakup.taxAmount) },
  benefitType: w.benefitType,
  durationInDays: w.durationInDays,
})

const slotFromWire = (s: t.TypeOf<typeof BootcampSlotsAnswer>['slots'][number]): BootcampSlot => ({ ...s })

export const createHttpPackCatalog = (http: HttpClient): PackCatalog => ({
  packs: (q) =>
    pipe(
      http.send({ path: PATHS.packsV2, params: { centerId: q.centerId, userId: q.userId } }, PacksAnswer),
      TE.map((a) => a.packs.map(packFromWire)),
    ),
  ptPacks: (q) =>
    pipe(
      http.send({ path: PATHS.ptPackCatalog, data: q }, PtPacksAnswer),
      TE.map((a) => a.levels.map((l) => ({ levelCode: l.levelCode, packs: l.packs.map(ptPackFromWire) }))),
    ),
  playPtPacks: (q) =>
    pipe(
      http.send({ path: PATHS.playPtPackCatalog, data: q }, PtPackListAnswer),
      TE.map((a) => a.packs.map(ptPackFromWire)),
    ),
  addOnPacks: (q) =>
    pipe(
      http.send(
        {
          path: PATHS.addOnPacks,
          params: {
            centerServiceId: q.centerServiceId,
            userId: q.userId,
            basePackDuration: q.basePackDuration,
            isPrePurchaseFlow: q.isPrePurchaseFlow,
          },
        },
        AddOnsAnswer,
      ),
      TE.map((a) => a.addOns.map(addOnFromWire)),
    ),
  ptSpotOffers: (q) =>
    pipe(
      http.send({ path: PATHS.ptSpotOffers, data: q }, OffersAnswer),
      TE.map((a) => a.offers.map(offerFromWire)),
    ),
  addSpotOffer: (r) =>
    pipe(
      http.send({ path: PATHS.addSpotOfferConfig, data: { ...r, eligibilityType: 'USERID', eligibilityValue: r.userId, client: 'GYMFIT' } }, AddSpotOfferAnswer),
      TE.map((a) => ({ grantId: a.grantId })),
    ),
  offerEligibility: (q) =>
    pipe(
      http.send({ path: PATHS.offersEligibility, data: q }, OffersEligibilityAnswer),
      TE.map((a) => ({ result: a.result, eligibleOfferIds: a.eligibleOfferIds, ...(a.message === null ? {} : { message: a.message }) })),
    ),
  membershipExchange: (q) =>
    pipe(
      http.send(
        {
          path: PATHS.membershipExchange,
          data: { membershipId: q.membershipId, exchangeTimeInEpochMilliSeconds: Math.floor(q.exchangeTime), packId: q.packId, userId: q.userId },
        },
        ExchangeAnswer,
      ),
      TE.map((a) => ({
        isValidExchange: a.isValidExchange,
        discountValue: rupeesToPaise(a.discountValue),
        ...(a.invalidReason === null ? {} : { invalidReason: a.invalidReason }),
        exchangeConstraints: {
          exchangeFee: rupeesToPaise(a.exchangeConstraints.exchangeFee),
          maxDiscountPercentage: a.exchangeConstraints.maxDiscountPercentage,
          maxDiscountAbsolute: rupeesToPaise(a.exchangeConstraints.maxDiscountAbsolute),
        },
      })),
    ),
  validStartDate: (q) =>
    pipe(
      http.send({ path: PATHS.earliestStart, data: { ...q, durationSeconds: Math.round(q.durationSeconds) } }, EarliestStartAnswer),
      TE.map((a) => ({ start: epochMs(a.suggestedStartDate), day: a.suggestedStartDay })),
    ),
  selectionWindow: (q) =>
    pipe(
      http.send({ path: PATHS.packStartDate, data: q }, PackStartDateAnswer),
      TE.map((a) => a.startDateSelectionWindow),
    ),
  bootcampSlots: (q) =>
    pipe(
      http.send({ path: PATHS.bootcampSlots, params: { centerServiceId: q.centerServiceId } }, BootcampSlotsAnswer),
      TE.map((a) => a.slots.map(slotFromWire)),
    ),
  saveBootcampPreference: (q) =>
    pipe(
      http.send({ path: PATHS.savePreference, data: { userId: q.userId, preferenceKey: 'BOOTCAMP_PREFERENCE', preferenceValue: q.slotId } }, SavePreferenceAnswer),
      TE.map(() => undefined),
    ),
  premiumConfig: (q) =>
    pipe(
      http.send({ path: PATHS.premiumMembershipsConfig, params: { packId: q.packId, userId: q.userId } }, PremiumConfigAnswer),
      TE.map((a) => ({ packId: a.packId, upgradeAvailable: a.upgradeAvailable, premiumPacks: a.premiumPacks.map(packFromWire) })),
    ),
  sports: (q) =>
    pipe(
      http.send({ path: PATHS.sports, params: { centerServiceId: q.centerServiceId } }, SportsAnswer),
      TE.map((a) => a.sports),
    ),
  // ---- selling catalogue ----
  trainersLevelBreakdown: (q) =>
    pipe(
      http.send({ path: PATHS.ptTrainersLevelBreakdown, params: { centerServiceId: q.centerServiceId, centerType: q.centerType } }, TrainersLevelAnswer),
      TE.map((a) => ({
        trainers: a.trainers.map((t) => ({
          identity: { id: t.identityResponse.id, firstName: t.identityResponse.firstName, lastName: t.identityResponse.lastName },
          levelCode: t.levelCode,
          trainerType: t.trainerType,
          recommended: t.recommended,
          checkInsAssigned: t.checkInsAssigned,
        })),
        levels: a.levels,
      })),
    ),
  activeClients: (q) =>
    pipe(
      http.send(
        {
          path: PATHS.ptActiveClients,
          params: { centerId: q.centerId, sortOrder: q.sortOrder, sortField: q.sortField, limit: q.limit, startTimeTo: q.startTimeTo, endTimeFrom: q.endTimeFrom },
        },
        ActiveClientsAnswer,
      ),
      TE.map((a) => a.clients.map((m) => ({ ...m, start: epochMs(m.start), end: epochMs(m.end) }))),
    ),
  activeMemberships: (q) =>
    pipe(
      http.send({ path: PATHS.activeMemberships, params: { userId: q.userId } }, ActiveMembershipsAnswer),
      TE.map((a) =>
        a.memberships.map((m) => ({
          id: m.id,
          userId: m.userId,
          productId: m.productId,
          name: m.name,
          type: m.type,
          centerId: m.centerId,
          start: epochMs(m.start),
          end: epochMs(m.end),
          status: m.status,
        })),
      ),
    ),
  courseCategories: (q) =>
    pipe(
      http.send({ path: PATHS.playCourseCategories, params: { centerServiceId: q.centerServiceId } }, CourseCategoriesAnswer),
      TE.map((a) => a.courseCategories),
    ),
  academyPacks: (q) =>
    pipe(
      http.send({ path: PATHS.playAcademyPacks, params: { centerServiceId: q.centerServiceId, courseCategoryId: q.courseCategoryId } }, PtPackListAnswer),
      TE.map((a) => a.packs.map(ptPackFromWire)),
    ),
  premiumPacks: (q) =>
    pipe(
      http.send({ path: PATHS.premiumPacks, params: { centerServiceId: q.centerServiceId, userId: q.userId } }, PacksAnswer),
      TE.map((a) => a.packs.map(packFromWire)),
    ),
  premiumSpotOffers: (q) =>
    pipe(
      http.send({ path: PATHS.premiumSpotOffers, data: { centerServiceId: q.centerServiceId, userId: q.userId, productIds: q.productIds } }, OffersAnswer),
      TE.map((a) => a.offers.map(offerFromWire)),
    ),
  esoOffer: (q) =>
    pipe(
      http.send({ path: PATHS.esoOffer, data: { userId: q.userId, centerId: q.centerId, productIds: q.productIds } }, OffersAnswer),
      TE.map((a) => a.offers.map(offerFromWire)),
    ),
})
