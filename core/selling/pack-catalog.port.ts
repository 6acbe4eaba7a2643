import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type {
  AcademyPacksQuery,
  ActiveClient,
  ActiveClientsQuery,
  ActiveUserMembership,
  AddOnQuery,
  CourseCategory,
  EsoOfferQuery,
  PremiumPacksQuery,
  PremiumSpotOffersQuery,
  TrainersLevelBreakdown,
  TrainersLevelQuery,
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
  // ---- selling catalogue ----
  /** The PT trainers of a centre and the count at each level. */
  trainersLevelBreakdown(q: TrainersLevelQuery): TaskEither<GatewayError, TrainersLevelBreakdown>
  /** PT clients of a centre whose membership runs in the asked window. */
  activeClients(q: ActiveClientsQuery): TaskEither<GatewayError, readonly ActiveClient[]>
  /** The user's running and upcoming memberships; NotFound for an unknown user. */
  activeMemberships(q: { readonly userId: string }): TaskEither<GatewayError, readonly ActiveUserMembership[]>
  /** The play academy's course categories. */
  courseCategories(q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly CourseCategory[]>
  /** The academy packs (PLAY_ACADEMY) of one course category. */
  academyPacks(q: AcademyPacksQuery): TaskEither<GatewayError, readonly CatalogPtPack[]>
  /** Premium packs (higher tiers) sold at a centre. */
  premiumPacks(q: PremiumPacksQuery): TaskEither<GatewayError, readonly SellablePack[]>
  /** Spot offers of the given premium packs. */
  premiumSpotOffers(q: PremiumSpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]>
  /** Spot offers granted to the user (still usable) covering the products: what an order may list in esoOfferIds. */
  esoOffer(q: EsoOfferQuery): TaskEither<GatewayError, readonly CatalogOffer[]>
}
