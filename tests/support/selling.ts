import fc from 'fast-check'
import type { EpochMs, Paise } from '../../core/shared/brands'
import { epochMs, paise } from '../../core/shared/brands'
import type { AddOnPack, BootcampSlot, PtPack } from '../../core/selling/pack'
import type { GroupBuyAction } from '../../core/selling/group-buy.rule'
import type { ManualPaymentPart, SaleForm } from '../../core/selling/sale-validation.rule'

/** Amounts up to ₹1 crore. */
export const paiseArb = (max = 1_000_000_000): fc.Arbitrary<Paise> => fc.integer({ min: 0, max }).map(paise)

/** Instants between 2020 and 2035. */
export const instantArb: fc.Arbitrary<EpochMs> = fc.integer({ min: 1_577_836_800_000, max: 2_051_222_400_000 }).map(epochMs)

let nextAddOn = 1
export const anAddOn = (price: number, title = `Add-on ${nextAddOn}`): AddOnPack => {
  const id = `addon-${nextAddOn++}`
  return { id, productId: id, product: { title }, price: { listingPrice: paise(price) } }
}

export const addOnArb: fc.Arbitrary<AddOnPack> = fc
  .tuple(paiseArb(5_000_000), fc.string({ minLength: 1, maxLength: 12 }))
  .map(([p, t]) => anAddOn(p, t))

export const aPtPack = (over: Partial<PtPack> = {}): PtPack => ({
  productId: 'pt-1',
  productType: 'GYM_PT_PRODUCT',
  price: { mrp: paise(1_200_000), sellingPrice: paise(1_000_000), listingPrice: paise(1_000_000), breakup: [] },
  listingCategory: { restrictions: [{ restrictionCount: 12 }] },
  offers: [],
  ...over,
})

export const aBootcampSlot = (over: Partial<BootcampSlot> = {}): BootcampSlot => ({
  bootcampSlotId: 'slot-1',
  fromSlotTime: '06:00',
  toSlotTime: '07:00',
  totalSlots: 10,
  consumedSlots: 0,
  ...over,
})

export const bootcampSlotArb: fc.Arbitrary<BootcampSlot> = fc
  .record({ id: fc.uuid(), total: fc.integer({ min: 0, max: 30 }), consumed: fc.integer({ min: 0, max: 40 }) })
  .map(({ id, total, consumed }) => aBootcampSlot({ bootcampSlotId: id, totalSlots: total, consumedSlots: consumed }))

/** 2025-03-10 10:00 Asia/Kolkata. */
export const SUGGESTED_START = epochMs(Date.UTC(2025, 2, 10, 4, 30))

/** A valid cash sale at a gym for ₹1,000 (override any field). */
export const aSaleForm = (over: Partial<SaleForm> = {}): SaleForm => ({
  total: paise(100_000),
  paymentMode: 'CASH',
  configuredTerminalIds: ['TID-1'],
  isRecurring: false,
  cashCollected: paise(100_000),
  suggestedStart: SUGGESTED_START,
  selectionWindowDays: 7,
  startDate: SUGGESTED_START,
  centreType: 'GYMFIT',
  isTrialBooking: false,
  hasPack: true,
  isPtOrder: false,
  ...over,
})

export const manualPartArb: fc.Arbitrary<ManualPaymentPart> = fc.oneof(
  paiseArb(10_000_000).map((amount): ManualPaymentPart => ({ kind: 'CASH', amount })),
  paiseArb(10_000_000).map((amount): ManualPaymentPart => ({ kind: 'QR', amount })),
  paiseArb(10_000_000).map((amount): ManualPaymentPart => ({ kind: 'CARD', amount, rrn: 'RRN123', lastFourDigitsOfCard: '4242' })),
)

/** Phones from a small pool, so that duplicates happen often. */
const phoneArb = fc.constantFrom('9876543210', '9123456789', '9000000001', '98765', '98765432101', 'abc1234567')
const validPhoneArb = fc.constantFrom('9876543210', '9123456789')
const memberIndexArb = fc.integer({ min: 0, max: 3 })

export const groupBuyActionArb: fc.Arbitrary<GroupBuyAction> = fc.oneof(
  fc.constant<GroupBuyAction>({ type: 'addMember' }),
  fc.integer({ min: -1, max: 5 }).map((index): GroupBuyAction => ({ type: 'removeMember', index })),
  fc.tuple(fc.integer({ min: 0, max: 5 }), phoneArb).map(([index, input]): GroupBuyAction => ({ type: 'phoneTyped', index, input })),
  fc.integer({ min: 0, max: 5 }).map((index): GroupBuyAction => ({ type: 'verifyPhoneRequested', index })),
  fc
    .tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom('ELIGIBLE', 'ELIGIBLE', 'PURCHASED_IN_PAST', 'NOT_ELIGIBLE') as fc.Arbitrary<'ELIGIBLE' | 'PURCHASED_IN_PAST' | 'NOT_ELIGIBLE'>)
    .map(([index, result]): GroupBuyAction => ({ type: 'eligibilityChecked', index, result, userId: `u${index}` })),
  fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom('123456', '12345', '1234567', '12a456')).map(([index, input]): GroupBuyAction => ({ type: 'otpTyped', index, input })),
  fc.integer({ min: 0, max: 5 }).map((index): GroupBuyAction => ({ type: 'otpVerified', index })),
  fc.integer({ min: 0, max: 5 }).map((index): GroupBuyAction => ({ type: 'otpRejected', index })),
  fc.integer({ min: 0, max: 5 }).map((index): GroupBuyAction => ({ type: 'checkFailed', index, message: 'OTP not sent' })),
)

/**
 * Action scripts for the group-buy reducer: single random actions mixed with whole
 * "type a phone, send it, found eligible, type the OTP, verify" runs, so that members often
 * reach verification, often with the same phone.
 */
export const groupBuyScriptArb: fc.Arbitrary<readonly GroupBuyAction[]> = fc
  .array(
    fc.oneof(
      groupBuyActionArb.map((a) => [a]),
      fc.tuple(memberIndexArb, validPhoneArb, fc.integer({ min: 2, max: 5 })).map(([index, input, steps]): GroupBuyAction[] =>
        [
          { type: 'phoneTyped', index, input } as const,
          { type: 'verifyPhoneRequested', index } as const,
          { type: 'eligibilityChecked', index, result: 'ELIGIBLE', userId: `u-${input}` } as const,
          { type: 'otpTyped', index, input: '123456' } as const,
          { type: 'otpVerified', index } as const,
        ].slice(0, steps),
      ),
    ),
    { maxLength: 25 },
  )
  .map((chunks) => chunks.flat())
