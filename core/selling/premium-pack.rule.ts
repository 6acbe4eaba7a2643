/**
 * Premium packs (part 2 §7 "v1/premium/* packs"; which packs are premium is not shown): the PRO
 * tier and packs with an ELITE_PLUS / PRO_PLUS benefit list; recurring packs are never premium.
 */
export const isPremiumPack = (p: {
  readonly type?: string
  readonly benefitPackType?: string
  readonly product?: { readonly productSubType?: string }
}): boolean => (p.type === 'PRO' || p.benefitPackType !== undefined) && p.product?.productSubType !== 'RECURRING'
