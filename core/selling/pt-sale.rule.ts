import type { EpochMs } from '../shared/brands'
import type { CatalogPtPack, SellablePack } from './catalog'
import { PT_OTP_BYPASS_CACHE_MS } from '../shared/constants'
import { CONTINUE_ANYWAY, NEEDS_ACTIVE_CULTPASS, NO_ACTIVE_MEMBERSHIPS, SELL_CULTPASS } from '../shared/messages'

/** What happens when staff try to sell a PT pack (§4 PT sale rules). */
export type PtSaleStep =
  /** No active membership: 'No Active Memberships found', with Sell cultpass / Continue Anyway. */
  | {
      readonly _tag: 'NeedsActiveMembership'
      readonly message: string
      readonly prompt: string
      readonly choices: readonly [typeof SELL_CULTPASS, typeof CONTINUE_ANYWAY]
    }
  /** Verify an OTP first, then open the sell modal. */
  | { readonly _tag: 'Otp' }
  | { readonly _tag: 'SellModal' }

export type PtSaleSituation = {
  readonly hasActiveMembership: boolean
  /** Staff chose Continue Anyway on the no-membership prompt. */
  readonly continuedWithoutMembership: boolean
  /** ptPriceDropped(...) of the pack being sold. */
  readonly priceDropped: boolean
  /** ptOtpBypassed(...) for the signed-in staff member. */
  readonly otpBypassed: boolean
}

/**
 * The next step of a PT sale. Without an active membership the prompt comes first (Continue
 * Anyway goes straight to the sell modal: the OTP rule needs an active membership); with one, a
 * dropped price asks for an OTP unless it is bypassed; otherwise the sell modal opens.
 */
export const ptSaleNextStep = (s: PtSaleSituation): PtSaleStep => {
  if (!s.hasActiveMembership) {
    return s.continuedWithoutMembership
      ? { _tag: 'SellModal' }
      : { _tag: 'NeedsActiveMembership', message: NO_ACTIVE_MEMBERSHIPS, prompt: NEEDS_ACTIVE_CULTPASS, choices: [SELL_CULTPASS, CONTINUE_ANYWAY] }
  }
  return s.priceDropped && !s.otpBypassed ? { _tag: 'Otp' } : { _tag: 'SellModal' }
}

/** The staff whitelist for the PT OTP bypass as last fetched. */
export type OtpBypassWhitelist = { readonly emails: readonly string[]; readonly fetchedAt: EpochMs }

/** The cached whitelist may be used for 5 minutes after it was fetched (not before it: a clock set back means refetch). */
export const whitelistCacheValid = (cache: OtpBypassWhitelist | undefined, now: EpochMs): cache is OtpBypassWhitelist =>
  cache !== undefined && now >= cache.fetchedAt && now - cache.fetchedAt < PT_OTP_BYPASS_CACHE_MS

/** PT OTP is bypassed by the flag, or when the staff e-mail is on the whitelist (compared trimmed, ignoring case). */
export const ptOtpBypassed = (flag: boolean, staffEmail: string | undefined, whitelist: readonly string[]): boolean => {
  if (flag) return true
  const me = (staffEmail ?? '').trim().toLowerCase()
  return me !== '' && whitelist.some((w) => w.trim().toLowerCase() === me)
}

/**
 * A PT pack in the shape a sale prices and orders: its product id, title, duration, selling price
 * (GST inside, as the PT packs answer gives it), list price and offers. A PT pack is no membership
 * tier: membershipType and productType are placeholders no PT rule reads.
 */
export const ptSellable = (p: CatalogPtPack): SellablePack => ({
  id: p.productId,
  productId: p.productId,
  title: p.title,
  durationInDays: p.durationInDays,
  price: p.price.sellingPrice,
  centerId: p.centerId,
  membershipType: 'SELECT',
  productType: 'GYMFIT_FITNESS_PRODUCT',
  listingPrice: p.price.listingPrice,
  mrp: p.price.mrp,
  offers: p.offers,
})
