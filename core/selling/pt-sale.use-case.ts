import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Membership } from '../membership/membership'
import type { EpochMs, Paise } from '../shared/brands'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { KeyValueStore } from '../shared/key-value-store.port'
import { TRAINER_DETAILS_NOT_AVAILABLE } from '../shared/messages'
import type { CatalogOffer, SpotOffersQuery } from './catalog'
import type { PtPack } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import type { PtOtpBypassList } from './pt-otp-bypass.port'
import { ptPriceDropped, priceDifference } from './pt-price.rule'
import { type OtpBypassWhitelist, type PtSaleStep, ptOtpBypassed, ptSaleNextStep, whitelistCacheValid } from './pt-sale.rule'
import { type SellPackDeps, type SellPackRequest, type Sale, sellPack } from './sell-pack.use-case'
import type { SellPackError } from './sell-pack.errors'

/** Where the fetched OTP-bypass whitelist is kept for 5 minutes (the local store). */
export const PT_OTP_BYPASS_CACHE_KEY = 'pt-otp-bypass-whitelist'

export type PtSaleDeps = { readonly ptOtpBypass: PtOtpBypassList; readonly storage: KeyValueStore; readonly clock: Clock }

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

const readCache = (s: KeyValueStore): OtpBypassWhitelist | undefined => {
  const raw = s.get(PT_OTP_BYPASS_CACHE_KEY)
  if (raw === undefined) return undefined
  try {
    const v = JSON.parse(raw) as Partial<OtpBypassWhitelist>
    return Array.isArray(v.emails) && typeof v.fetchedAt === 'number' ? { emails: v.emails.filter((e) => typeof e === 'string'), fetchedAt: v.fetchedAt } : undefined
  } catch {
    return undefined
  }
}

/** The whitelist from the local store while it is under 5 minutes old, else fetched and stored. */
export const ptOtpWhitelist =
  (d: PtSaleDeps) =>
  (): TaskEither<GatewayError, readonly string[]> => {
    const now = d.clock.now()
    const cached = readCache(d.storage)
    if (whitelistCacheValid(cached, now)) return TE.right(cached.emails)
    return pipe(
      d.ptOtpBypass.emails(),
      TE.map((emails) => {
        const entry: OtpBypassWhitelist = { emails, fetchedAt: now }
        d.storage.set(PT_OTP_BYPASS_CACHE_KEY, JSON.stringify(entry))
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
