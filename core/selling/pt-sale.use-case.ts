import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Membership } from '../membership/membership'
import type { EpochMs, Paise } from '../shared/brands'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import { TRAINER_DETAILS_NOT_AVAILABLE } from '../shared/messages'
import type { CatalogOffer, SpotOffersQuery } from './catalog'
import type { PtPack } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import type { PtOtpBypassList } from './pt-otp-bypass.port'
import { ptPriceDropped, priceDifference } from './pt-price.rule'
import { type OtpBypassWhitelist, type PtSaleStep, ptOtpBypassed, ptSaleNextStep, whitelistCacheValid } from './pt-sale.rule'
import { type SellPackDeps, type SellPackRequest, type Sale, sellPack } from './sell-pack.use-case'
import type { SellPackError } from './sell-pack.errors'

export type PtSaleDeps = { readonly ptOtpBypass: PtOtpBypassList; readonly clock: Clock }

export type StartPtSaleRequest = {
  /** The customer's memberships (any kind); one current and PURCHASED is an active membership. */
  readonly memberships: readonly Pick<Membership, 'start' | 'end' | 'status'>[]
  /** Staff chose Continue Anyway on the 'No Active Memberships found' prompt. */
  readonly continuedWithoutMembership?: boolean
  readonly pack: PtPack
  /** The price the user is charged for the pack, when the server gave one (priceDifference). */
  readonly userPrice?: Paise
  /** The OTP-bypass flag. */
  readonly otpBypassFlag?: boolean
  /** The signed-in staff member's e-mail (checked against the whitelist). */
  readonly staffEmail?: string
}

const activeAt = (m: Pick<Membership, 'start' | 'end' | 'status'>, now: EpochMs): boolean => m.status === 'PURCHASED' && m.start <= now && now <= m.end

/**
 * The whitelist as last fetched, kept in memory beside its source for 5 minutes. It is never
 * written to the browser's storage, where anyone at the desk could edit it; the server applies the
 * same list to every PT order anyway (issue 17, finding 11).
 */
const fetchedWhitelists = new WeakMap<PtOtpBypassList, OtpBypassWhitelist>()

/** The whitelist from memory while it is under 5 minutes old, else fetched from the server. */
export const ptOtpWhitelist =
  (d: PtSaleDeps) =>
  (): TaskEither<GatewayError, readonly string[]> => {
    const now = d.clock.now()
    const cached = fetchedWhitelists.get(d.ptOtpBypass)
    if (whitelistCacheValid(cached, now)) return TE.right(cached.emails)
    return pipe(
      d.ptOtpBypass.emails(),
      TE.map((emails) => {
        fetchedWhitelists.set(d.ptOtpBypass, { emails, fetchedAt: now })
        return emails
      }),
    )
  }

/**
 * The first step of a PT sale (part 2 §4 PT sale rules): 'No Active Memberships found' (Sell
 * cultpass / Continue Anyway) without an active membership; with one and a dropped price, the OTP
 * step unless bypassed by the flag or the staff whitelist (fetched only when it decides); else the
 * sell modal.
 */
export const startPtSale =
  (d: PtSaleDeps) =>
  (r: StartPtSaleRequest): TaskEither<GatewayError, PtSaleStep> => {
    const now = d.clock.now()
    const hasActiveMembership = r.memberships.some((m) => activeAt(m, now))
    const dropped = ptPriceDropped(r.userPrice === undefined ? undefined : priceDifference(r.userPrice, r.pack.price.sellingPrice), r.pack)
    const situation = { hasActiveMembership, continuedWithoutMembership: r.continuedWithoutMembership === true, priceDropped: dropped }
    const asks = hasActiveMembership && dropped && r.otpBypassFlag !== true
    if (!asks) return TE.right(ptSaleNextStep({ ...situation, otpBypassed: r.otpBypassFlag === true }))
    return pipe(
      ptOtpWhitelist(d)(),
      TE.map((emails) => ptSaleNextStep({ ...situation, otpBypassed: ptOtpBypassed(false, r.staffEmail, emails) })),
    )
  }

export type TrainerMissing = { readonly _tag: 'TrainerMissing'; readonly message: string }

/** A PT order needs the trainer's identity: 'Trainer details not available'. */
export const ptOrderTrainer = (trainerIdentityId: string | undefined): E.Either<TrainerMissing, string> =>
  trainerIdentityId === undefined || trainerIdentityId.trim() === ''
    ? E.left({ _tag: 'TrainerMissing', message: TRAINER_DETAILS_NOT_AVAILABLE })
    : E.right(trainerIdentityId.trim())

/** Sells a PT pack: the trainer identity first, then the sale as sellPack makes it. */
export const sellPtPack =
  (d: SellPackDeps) =>
  (r: SellPackRequest): TaskEither<TrainerMissing | SellPackError, Sale> =>
    pipe(
      TE.fromEither(ptOrderTrainer(r.trainerIdentityId)),
      TE.chainW((trainerIdentityId) => sellPack(d)({ ...r, trainerIdentityId })),
    )

/** The PT spot offers for the packs on screen. */
export const ptSpotOffers =
  (d: { readonly catalog: PackCatalog }) =>
  (q: SpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    d.catalog.ptSpotOffers(q)
