import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CashMovement, type DenominationCount, closeOutDrawer, countedCash, expectedCash } from '../../core/money/cash-drawer.rule'
import { paise } from '../../core/shared/brands'

/*
 * Expected cash = float + cash sales + cash parts of split payments − cash refunds; counted cash is
 * the sum of each note and coin counted times its face value; the difference is counted − expected,
 * and a close-out with a difference needs a reason.
 */

const FACE_RUPEES = { NOTE_500: 500, NOTE_200: 200, NOTE_100: 100, NOTE_50: 50, NOTE_20: 20, NOTE_10: 10, COIN_20: 20, COIN_10: 10, COIN_5: 5, COIN_2: 2, COIN_1: 1 } as const
const amountArb = fc.integer({ min: 0, max: 5_000_000 })
const movementArb: fc.Arbitrary<CashMovement> = fc.record({
  kind: fc.constantFrom('CASH_SALE' as const, 'SPLIT_CASH_PART' as const, 'CASH_REFUND' as const),
  amount: amountArb.map(paise),
})
const countArb: fc.Arbitrary<DenominationCount> = fc.record(
  Object.fromEntries(Object.keys(FACE_RUPEES).map((k) => [k, fc.integer({ min: 0, max: 500 })])) as Record<keyof typeof FACE_RUPEES, fc.Arbitrary<number>>,
  { requiredKeys: [] },
)
const sumOf = (ms: readonly CashMovement[], kind: CashMovement['kind']) => ms.filter((m) => m.kind === kind).reduce((s, m) => s + m.amount, 0)
const rupeesOf = (count: DenominationCount) =>
  Object.entries(FACE_RUPEES).reduce((s, [k, face]) => s + (count[k as keyof typeof FACE_RUPEES] ?? 0) * face, 0)

describe('cash drawer laws', () => {
  it('expected cash is the float plus cash sales and split cash parts less cash refunds, in any order', () => {
    fc.assert(
      fc.property(amountArb, fc.array(movementArb, { maxLength: 30 }), fc.nat(), (float, ms, seed) => {
        const oracle = float + sumOf(ms, 'CASH_SALE') + sumOf(ms, 'SPLIT_CASH_PART') - sumOf(ms, 'CASH_REFUND')
        expect(expectedCash(paise(float), ms)).toBe(oracle)
        const shuffled = [...ms].sort((a, b) => ((a.amount * 31 + seed) % 97) - ((b.amount * 31 + seed) % 97))
        expect(expectedCash(paise(float), shuffled)).toBe(oracle)
      }),
    )
  })

  it('counted cash is each note and coin times its face value, in paise', () => {
    fc.assert(
      fc.property(countArb, (count) => {
        expect(countedCash(count)).toEqual(E.right(rupeesOf(count) * 100))
      }),
    )
  })

  it('the difference is counted − expected, and only a balanced drawer closes without a reason', () => {
    fc.assert(
      fc.property(amountArb, fc.array(movementArb, { maxLength: 10 }), countArb, fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), (float, ms, count, reason) => {
        const expected = float + sumOf(ms, 'CASH_SALE') + sumOf(ms, 'SPLIT_CASH_PART') - sumOf(ms, 'CASH_REFUND')
        const counted = rupeesOf(count) * 100
        const result = closeOutDrawer({ float: paise(float), movements: ms, count, reason })
        const hasReason = (reason ?? '').trim() !== ''
        if (counted !== expected && !hasReason) {
          expect(E.isLeft(result) && result.left.field).toBe('reason')
        } else {
          expect(E.isRight(result)).toBe(true)
          if (E.isRight(result)) {
            expect(result.right.difference).toBe(counted - expected)
            expect(result.right.expected + result.right.difference).toBe(result.right.counted)
            expect(result.right.reason).toBe(counted === expected ? undefined : reason?.trim())
          }
        }
      }),
    )
  })

  it('a drawer counted to the expected rupee closes without a reason', () => {
    fc.assert(
      fc.property(countArb, (count) => {
        const counted = rupeesOf(count) * 100
        expect(closeOutDrawer({ float: paise(counted), movements: [], count })).toEqual(E.right({ expected: counted, counted, difference: 0 }))
      }),
    )
  })
})
