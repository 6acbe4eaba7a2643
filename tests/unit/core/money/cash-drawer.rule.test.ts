import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type CashMovement, DENOMINATIONS, closeOutDrawer, countedCash, expectedCash } from '../../../../core/money/cash-drawer.rule'
import { paise } from '../../../../core/shared/brands'
import { DENOMINATION_WORDS, DRAWER_COUNT_WHOLE_NUMBERS, DRAWER_DIFFERENCE_NEEDS_REASON } from '../../../../core/shared/messages'

// A shift: ₹2,000 float; cash sales of ₹1,500 and ₹999; ₹500 cash part of a split payment; a ₹300 cash refund.
const float = paise(200000)
const movements: readonly CashMovement[] = [
  { kind: 'CASH_SALE', amount: paise(150000) },
  { kind: 'CASH_SALE', amount: paise(99900) },
  { kind: 'SPLIT_CASH_PART', amount: paise(50000) },
  { kind: 'CASH_REFUND', amount: paise(30000) },
]
// ₹4,699: 9 x 500 + 100 + 50 + 2 x 20 + 5 + 2 x 2.
const balancedCount = { NOTE_500: 9, NOTE_100: 1, NOTE_50: 1, NOTE_20: 2, COIN_5: 1, COIN_2: 2 }

describe('the cash drawer', () => {
  it('expects the float plus cash sales and cash parts of split payments, less cash refunds', () => {
    expect(expectedCash(float, movements)).toBe(469900)
    expect(expectedCash(float, [])).toBe(200000)
  })

  it('counts the rupee’s notes (500, 200, 100, 50, 20, 10) and coins (20, 10, 5, 2, 1)', () => {
    expect(DENOMINATIONS.map((d) => `${d.id}:${d.rupees}`)).toEqual([
      'NOTE_500:500', 'NOTE_200:200', 'NOTE_100:100', 'NOTE_50:50', 'NOTE_20:20', 'NOTE_10:10',
      'COIN_20:20', 'COIN_10:10', 'COIN_5:5', 'COIN_2:2', 'COIN_1:1',
    ])
    expect(DENOMINATIONS.every((d) => DENOMINATION_WORDS[d.id].startsWith(`₹${d.rupees} `))).toBe(true)
    expect(countedCash(balancedCount)).toEqual(E.right(469900))
    expect(countedCash({})).toEqual(E.right(0))
    expect(countedCash({ NOTE_200: 1, NOTE_10: 3, COIN_20: 1, COIN_10: 2, COIN_1: 7 })).toEqual(E.right(27700))
  })

  it('closes a balanced drawer without a reason', () => {
    expect(closeOutDrawer({ float, movements, count: balancedCount })).toEqual(E.right({ expected: 469900, counted: 469900, difference: 0 }))
  })

  it('needs a reason when the counted cash differs, short or over', () => {
    const short = { ...balancedCount, COIN_5: 0, COIN_2: 0, NOTE_10: 0 } // ₹4,690: ₹9 short
    expect(closeOutDrawer({ float, movements, count: short })).toEqual(E.left({ field: 'reason', message: DRAWER_DIFFERENCE_NEEDS_REASON }))
    expect(closeOutDrawer({ float, movements, count: short, reason: '   ' })).toEqual(E.left({ field: 'reason', message: DRAWER_DIFFERENCE_NEEDS_REASON }))
    expect(closeOutDrawer({ float, movements, count: short, reason: '  Change given twice ' })).toEqual(
      E.right({ expected: 469900, counted: 469000, difference: -900, reason: 'Change given twice' }),
    )
    const over = { ...balancedCount, NOTE_100: 2 }
    expect(closeOutDrawer({ float, movements, count: over, reason: 'Customer left change' })).toEqual(
      E.right({ expected: 469900, counted: 479900, difference: 10000, reason: 'Customer left change' }),
    )
  })

  it('refuses a count that is not a whole number of notes or coins, 0 or more', () => {
    for (const n of [-1, 1.5, Number.NaN, Infinity])
      expect(closeOutDrawer({ float, movements, count: { ...balancedCount, NOTE_50: n }, reason: 'x' })).toEqual(
        E.left({ field: 'count', message: DRAWER_COUNT_WHOLE_NUMBERS }),
      )
  })
})
