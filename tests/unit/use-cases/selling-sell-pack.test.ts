import { describe, expect, it } from 'vitest'
import { paise } from '../../../core/shared/brands'
import { unavailable } from '../../../core/shared/errors'
import {
  CASH_MISMATCH,
  INVALID_OTP,
  OFFER_APPLIED,
  OTP_SENT,
  OWN_PHONE_MISSING,
  PAYMENT_LINK_GENERATED,
  PURCHASED_IN_PAST,
  SPOT_OFFER_NOT_ENABLED,
  USER_NOT_ELIGIBLE,
} from '../../../core/shared/messages'
import { saleErrorMessage } from '../../../core/selling/sell-pack.errors'
import { ELITE_3M, FOFO_GYM, FOFO_PACK, GYM, digitalSale, sellingWorld } from '../../support/selling-world'

const cash = (rupees: number) => ({ mode: 'CASH' as const, cashCollected: paise(rupees * 100) })

describe('computePrice', () => {
  it('quotes the pack with the Taxes and fees lines (CGST + SGST @18%), summing to the total', async () => {
    const w = sellingWorld()
    const r = await w.useCases.computePrice({ centerId: 1, centerServiceId: 1001, packId: ELITE_3M.id })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.quote.total).toBe(590_000)
    expect(r.right.quote.lines.map((l) => l.label)).toContain('CGST + SGST @18%')
    expect(r.right.quote.lines.reduce((s, l) => s + l.amount, 0)).toBe(r.right.quote.total)
  })

  it('adds the add-ons and takes the group offer (₹1000 per user) off a group buy', async () => {
    const w = sellingWorld()
    const r = await w.useCases.computePrice({ centerId: 1, centerServiceId: 1001, userId: 'user-1', packId: ELITE_3M.id, users: 3, addOnIds: ['ADDON-LOCKER'] })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.quote.total).toBe(3 * 590_000 + 59_000 - 3 * 100_000)
  })

  it('takes the membership exchange discount off when the exchange is valid', async () => {
    const w = sellingWorld()
    const r = await w.useCases.computePrice({ centerId: 1, centerServiceId: 1001, userId: 'user-1', packId: ELITE_3M.id, exchangeMembershipId: 'mem-long' })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.quote.exchangeDiscount).toBeGreaterThan(0)
    expect(r.right.quote.total).toBe(590_000 - r.right.quote.exchangeDiscount)
  })

  it("answers 'Pack Details not found' for an unknown pack", async () => {
    const r = await sellingWorld().useCases.computePrice({ centerId: 1, centerServiceId: 1001, packId: 'nope' })()
    expect(r._tag === 'Left' && r.left.message).toBe('Pack Details not found')
  })
})

describe('sellPack', () => {
  it('sells a pack for cash at a franchise centre without OTP and returns the order reference', async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: cash(2360) })()
    if (r._tag === 'Left') throw new Error(saleErrorMessage(r.left))
    expect(r.right.orderId).toMatch(/^ORD-/)
    expect(r.right.channel).toBe('CASH')
    expect(w.otp.outbox).toHaveLength(0)
  })

  it("refuses cash that does not match the pack price: 'Cash collected did not match the pack price'", async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: cash(2000) })()
    expect(r._tag === 'Left' && r.left._tag === 'ValidationFailed' && r.left.errors.cashCollected).toBe(CASH_MISMATCH)
    expect(w.ledger.orders.size).toBe(0)
  })

  it('at a company-owned centre, sends an OTP to the staff member first, then sells once the OTP is verified', async () => {
    const w = sellingWorld()
    const sale = { ...digitalSale(), payment: cash(5900) }
    const first = await w.useCases.sellPack(sale)()
    expect(first._tag === 'Left' && first.left._tag).toBe('OtpSent')
    expect(first._tag === 'Left' && saleErrorMessage(first.left)).toBe(OTP_SENT)
    expect(w.otp.outbox[0]?.phone).toBe('9800000001')
    expect(w.ledger.orders.size).toBe(0)
    const wrong = await w.useCases.sellPack({ ...sale, otp: '000000' })()
    expect(wrong._tag === 'Left' && saleErrorMessage(wrong.left)).toBe(INVALID_OTP)
    const right = await w.useCases.sellPack({ ...sale, otp: '123456' })()
    if (right._tag === 'Left') throw new Error(saleErrorMessage(right.left))
    expect(w.ledger.orders.size).toBe(1)
  })

  it("needs the staff member's own phone for the OTP", async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPack({ ...digitalSale(), staff: { id: 'staff-x' }, payment: cash(5900) })()
    expect(r._tag === 'Left' && saleErrorMessage(r.left)).toBe(OWN_PHONE_MISSING)
  })

  it('never makes a second order when the same cash sale is repeated', async () => {
    const w = sellingWorld()
    const sale = { ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: cash(2360) }
    const [a, b] = await Promise.all([w.useCases.sellPack(sale)(), w.useCases.sellPack(sale)()])
    const again = await w.useCases.sellPack(sale)()
    expect(a._tag === 'Right' && b._tag === 'Right' && again._tag === 'Right').toBe(true)
    if (a._tag === 'Right' && b._tag === 'Right' && again._tag === 'Right') {
      expect(b.right.orderId).toBe(a.right.orderId)
      expect(again.right.orderId).toBe(a.right.orderId)
    }
    expect(w.ledger.orders.size).toBe(1)
  })

  it('sells a group buy as one group order with the group offer taken off', async () => {
    const w = sellingWorld()
    const members = ['user-1', 'user-2'].map((userId, i) => ({ userId, phone: `900000000${i}`, startDate: w.clock.now() }))
    const r = await w.useCases.sellPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, groupMembers: members, payment: cash(2 * 2360) })()
    if (r._tag === 'Left') throw new Error(saleErrorMessage(r.left))
    expect(r.right.channel).toBe('GROUP')
  })

  it('creates the card-machine order of a digital sale and keeps it for confirmation', async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPack(digitalSale())()
    if (r._tag === 'Left') throw new Error(saleErrorMessage(r.left))
    expect(r.right.channel).toBe('GATEWAY')
    expect(w.storage.get(`orders:${GYM.centerServiceId}`)).toContain(r.right.orderId)
  })

  it('passes an unreachable server on as Unavailable', async () => {
    const w = sellingWorld()
    w.ledger.failNext('createCashOrder', unavailable('down'))
    const r = await w.useCases.sellPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: cash(2360) })()
    expect(r._tag === 'Left' && r.left._tag).toBe('Unavailable')
  })
})

describe('OTP, payment links, spot offers, group buy', () => {
  const target = { phone: '9812345678', namespace: 'CENTER_PORTAL', context: 'GROUP_BUY' }

  it("sends an OTP ('OTP has been sent successfully') and refuses a wrong one ('Invalid OTP')", async () => {
    const w = sellingWorld()
    const sent = await w.useCases.sendOtp(target)()
    expect(sent._tag === 'Right' && sent.right).toBe(OTP_SENT)
    const bad = await w.useCases.verifyOtp(target, '111111')()
    expect(bad._tag === 'Left' && bad.left.message).toBe(INVALID_OTP)
    const good = await w.useCases.verifyOtp(target, '123456')()
    expect(good._tag).toBe('Right')
  })

  it("says 'OTP not sent' with the server's message when sending fails", async () => {
    const r = await sellingWorld().useCases.sendOtp({ ...target, phone: '12' })()
    expect(r._tag === 'Left' && r.left.message).toBe('OTP not sent The phone number is not valid')
  })

  it("generates a payment link ('Link generated. SMS has been sent to the user') and refuses the same open link again", async () => {
    const w = sellingWorld()
    const req = { centerServiceId: 1001, phone: '9900000002', amount: paise(150_000), reason: 'Locker fee', createdBy: 'Asha' }
    const r = await w.useCases.generatePaymentLink(req)()
    expect(r._tag === 'Right' && r.right.message).toBe(PAYMENT_LINK_GENERATED)
    const again = await w.useCases.generatePaymentLink(req)()
    expect(again._tag === 'Left' && again.left._tag).toBe('PaymentLinkRefused')
    const listed = await w.useCases.listPaymentLinks('9900000002')()
    expect(listed._tag === 'Right' && listed.right.length).toBe(1)
  })

  it("applies a spot offer only when eligible: 'Offer Applied Successfully' / 'Spot Offer not enabled'", async () => {
    const w = sellingWorld()
    const r = await w.useCases.applySpotOffer({ offerIds: ['NOT-A-SPOT-OFFER'], user: { userId: 'user-1', phone: '9812345678' }, addedBy: 'staff-owner', productType: 'GYM_PT_PRODUCT' })()
    expect(r._tag === 'Left' && r.left.message).toBe(SPOT_OFFER_NOT_ENABLED)
    const noUser = await w.useCases.applySpotOffer({ offerIds: ['X'], addedBy: 'staff-owner', productType: 'GYM_PT_PRODUCT' })()
    expect(noUser._tag === 'Left' && noUser.left.message).toBe('User Details not found')
    expect(OFFER_APPLIED).toBe('Offer Applied Successfully')
  })

  it("checks group-buy eligibility: 'Purchased a membership in the past', 'user is not eligible', 'Member already in group Buy'", async () => {
    const w = sellingWorld()
    const q = { userId: 'u', centerId: 1 }
    const past = await w.useCases.groupBuyEligibility({ ...q, phone: '9000000008' })()
    expect(past._tag === 'Left' && past.left.message).toBe(PURCHASED_IN_PAST)
    const no = await w.useCases.groupBuyEligibility({ ...q, phone: '9000000009' })()
    expect(no._tag === 'Left' && no.left.message).toBe(USER_NOT_ELIGIBLE)
    const dup = await w.useCases.groupBuyEligibility({ ...q, phone: '9000000001', phonesInGroup: ['9000000001'] })()
    expect(dup._tag === 'Left' && dup.left.message).toBe('Member already in group Buy')
    const ok = await w.useCases.groupBuyEligibility({ ...q, phone: '9000000001' })()
    expect(ok._tag).toBe('Right')
  })

  it('gives the valid start date and the selection window', async () => {
    const w = sellingWorld()
    const r = await w.useCases.startDateWindow({ durationSeconds: 90 * 86_400, tenant: 'GYMFIT', userId: 'user-1', isPtPack: false, centerServiceId: 1001 })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.windowDays).toBe(30)
    expect(r.right.firstDay <= r.right.lastDay).toBe(true)
  })
})
