import type { Benefit, Pack } from './pack'

const BENEFIT_LIST_PACK_TYPES: readonly string[] = ['ELITE_PLUS', 'PRO_PLUS']

/** Recurring packs and ELITE_PLUS / PRO_PLUS packs show their benefit list (when they have one). */
export const shownBenefits = (pack: Pick<Pack, 'benefitPackType' | 'product' | 'augments'>): readonly Benefit[] => {
  const qualifies =
    pack.product?.productSubType === 'RECURRING' ||
    (pack.benefitPackType !== undefined && BENEFIT_LIST_PACK_TYPES.includes(pack.benefitPackType))
  return qualifies ? (pack.augments?.exhaustiveBenefitList ?? []) : []
}
