import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type {
  AddOnQuery,
  AddSpotOfferRequest,
  CatalogOffer,
  CatalogPtPack,
  ExchangeQuery,
  OfferEligibility,
  PremiumConfig,
  PtPackLevel,
  PtPacksQuery,
  SellablePack,
  SpotOffersQuery,
  Sport,
  SuggestedStart,
  ValidStartQuery,
} from './catalog'
import type { AddOnPack, BootcampSlot, MembershipExchange } from './pack'

/** Where packs, offers, start dates and slots for a sale come from (part 2 §7). */
export interface PackCatalog {
  /** The packs sold at a centre, with their platform fee details. */
  packs(q: { readonly centerId: number; readonly userId?: string }): TaskEither<GatewayError, readonly SellablePack[]>
  /** PT packs by trainer level (GYM_PT_PRODUCT, or the GYM_PT_PPC_PRODUCT trial). */
  ptPacks(q: PtPacksQuery): TaskEither<GatewayError, readonly PtPackLevel[]>
  /** Play PT packs of a play centre. */
  playPtPacks(q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly CatalogPtPack[]>
  addOnPacks(q: AddOnQuery): TaskEither<GatewayError, readonly AddOnPack[]>
  ptSpotOffers(q: SpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]>
  /** Grants spot offers to a user; the same idempotence key grants once. */
  addSpotOffer(r: AddSpotOfferRequest): TaskEither<GatewayError, { readonly grantId: string }>
  offerEligibility(q: { readonly userId: string; readonly offerIds: readonly string[] }): TaskEither<GatewayError, OfferEligibility>
  membershipExchange(q: ExchangeQuery): TaskEither<GatewayError, MembershipExchange>
  validStartDate(q: ValidStartQuery): TaskEither<GatewayError, SuggestedStart>
  /** Days after the suggested start a start date may be chosen. */
  selectionWindow(q: { readonly centerServiceId: number }): TaskEither<GatewayError, number>
  /** Every slot, full ones included (the portal hides those). */
  bootcampSlots(q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly BootcampSlot[]>
  saveBootcampPreference(q: { readonly userId: string; readonly slotId: string }): TaskEither<GatewayError, void>
  /** NotFound ('No Config present') when the pack has no premium config. */
  premiumConfig(q: { readonly packId: string; readonly userId: string }): TaskEither<GatewayError, PremiumConfig>
  sports(q: { readonly centerServiceId?: number }): TaskEither<GatewayError, readonly Sport[]>
}
