import { describe, expect, it } from 'vitest'
import { shownBenefits } from '../../../../core/selling/benefit-list.rule'
import { isLeadSource, isOtherSaleCategory, isPackKind, isProductKind } from '../../../../core/selling/selling-kinds'

const benefits = { exhaustiveBenefitList: [{ name: 'gym', displayTitle: 'Unlimited gym' }] }

describe('benefit lists', () => {
  it('are shown for recurring, ELITE_PLUS and PRO_PLUS packs', () => {
    expect(shownBenefits({ product: { productSubType: 'RECURRING' }, augments: benefits })).toHaveLength(1)
    expect(shownBenefits({ benefitPackType: 'ELITE_PLUS', augments: benefits })).toHaveLength(1)
    expect(shownBenefits({ benefitPackType: 'PRO_PLUS', augments: benefits })).toHaveLength(1)
  })
  it('are not shown for other packs', () => {
    expect(shownBenefits({ benefitPackType: 'ELITE', augments: benefits })).toEqual([])
    expect(shownBenefits({ augments: benefits })).toEqual([])
  })
})

describe('selling kinds', () => {
  it('recognise the listed pack kinds, product kinds, lead sources and other sale categories', () => {
    expect(isPackKind('PLAY_JOINING')).toBe(true)
    expect(isPackKind('PLAY')).toBe(false)
    expect(isProductKind('GYMFIT_PERSONAL_TRAINING')).toBe(true)
    expect(isLeadSource('REFERRAL')).toBe(true)
    expect(isOtherSaleCategory('shoe locker fee')).toBe(true)
    expect(isOtherSaleCategory('Spa')).toBe(false)
  })
})
