import { LEAD_SOURCES, OTHER_SALE_CATEGORIES, PACK_KINDS, PRODUCT_KINDS } from '../shared/constants'

/** Typed unions over the business constant lists (part 2 §9). */
export type PackKind = (typeof PACK_KINDS)[number]
export type ProductKind = (typeof PRODUCT_KINDS)[number]
export type LeadSource = (typeof LEAD_SOURCES)[number]
export type OtherSaleCategory = (typeof OTHER_SALE_CATEGORIES)[number]

const member =
  <T extends string>(list: readonly T[]) =>
  (s: string): s is T =>
    (list as readonly string[]).includes(s)

export const isPackKind = member(PACK_KINDS)
export const isProductKind = member(PRODUCT_KINDS)
export const isLeadSource = member(LEAD_SOURCES)
export const isOtherSaleCategory = member(OTHER_SALE_CATEGORIES)
