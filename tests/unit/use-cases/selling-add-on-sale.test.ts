import { describe, expect, it } from 'vitest'
import { addOnStartWindow } from '../../../core/selling/add-on-sale.rule'
import { saleErrorMessage } from '../../../core/selling/sell-pack.errors'
import { epochMs, paise } from '../../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../../core/shared/centre-day'
import { DAY_MS } from '../../../core/shared/constants'
import { START_DATE_OUTSIDE_WINDOW } from '../../../core/shared/messages'
import { FOFO_GYM, digitalSale, sellingWorld } from '../../support/selling-world'

const DAY = DAY_MS
const item = (now: number, fromDays: number, toDays: number) => ({ membershipId: 42, membershipStart: epochMs(now + fromDays * DAY), membershipEnd: epochMs(now + toDays * DAY) })

describe('an add-on sold on its own against a membership (/sell-add-on-packs)', () => {
  it('prices the add-on through the same quote as a pack: its listing price is the total', async () => {
    const w = sellingWorld()
    const now = w.clock.now()
    const r = await w.useCases.computePrice({ centerId: 1, centerServiceId: 1001, userId: 'user-1', packId: 'ADDON-LOCKER', addOnFor: item(now, -10, 100) })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.pack.title).toBe('Locker')
    expect(r.right.quote.total).toBe(59_000)
    expect(r.right.quote.lines.reduce((s, l) => s + l.amount, 0)).toBe(59_000)
  })

  it('starts today for a running membership and ends the window on its last day', () => {
    const now = epochMs(Date.UTC(2026, 0, 10, 6, 0))
    const w = addOnStartWindow(item(now, -10, 20), now)
    expect(w.suggested.day).toBe(centreDayOf(now))
    expect(centreDayOf(epochMs(w.suggested.start + w.windowDays * DAY))).toBe(centreDayOf(epochMs(now + 20 * DAY - 1)))
  })

  it('starts on the first day of an upcoming membership', () => {
    const now = epochMs(Date.UTC(2026, 0, 10, 6, 0))
    const m = item(now, 5, 40)
    const w = addOnStartWindow(m, now)
    expect(w.suggested.start).toBe(startOfCentreDay(centreDayOf(m.membershipStart)))
  })

  it('sells the add-on in cash with the order line naming the membership, never a second membership pack', async () => {
    const w = sellingWorld()
    const now = w.clock.now()
    const r = await w.useCases.sellPack({ ...digitalSale(), centre: FOFO_GYM, packId: 'ADDON-LOCKER', addOnFor: item(now, -10, 100), payment: { mode: 'CASH', cashCollected: paise(59_000) } })()
    if (r._tag === 'Left') throw new Error(saleErrorMessage(r.left))
    expect(r.right.amount).toBe(59_000)
    const order = [...w.ledger.orders.values()][0]
    expect(order?.request.products.map((p) => [p.productId, p.addOnMembershipId])).toEqual([['ADDON-LOCKER', 42]])
  })

  it("refuses a start after the membership ends (outside the allowed window)", async () => {
    const w = sellingWorld()
    const now = w.clock.now()
    const r = await w.useCases.sellPack({
      ...digitalSale(),
      centre: FOFO_GYM,
      packId: 'ADDON-LOCKER',
      addOnFor: item(now, -10, 5),
      startDate: epochMs(now + 30 * DAY),
      payment: { mode: 'CASH', cashCollected: paise(59_000) },
    })()
    expect(r._tag === 'Left' && r.left._tag === 'ValidationFailed' && Object.values(r.left.errors)).toContain(START_DATE_OUTSIDE_WINDOW)
  })
})

describe('a group buy paid on the card machine', () => {
  it('creates one card-machine order for every member, priced as the group (the group offer taken off each member)', async () => {
    const w = sellingWorld()
    const members = ['user-1', 'user-2', 'user-3'].map((userId, i) => ({ userId, phone: `900000000${i}`, startDate: w.clock.now() }))
    const quote = await w.useCases.computePrice({ centerId: 1, centerServiceId: 1001, userId: 'user-1', packId: 'PACK-1-ELITE-3M', users: 3 })()
    if (quote._tag === 'Left') throw new Error(quote.left.message)
    const r = await w.useCases.sellPack(digitalSale({ groupMembers: members }))()
    if (r._tag === 'Left') throw new Error(saleErrorMessage(r.left))
    expect(r.right.channel).toBe('GATEWAY')
    expect(r.right.amount).toBe(quote.right.quote.total)
    expect(w.ledger.orders.size).toBe(1)
    expect([...w.ledger.orders.values()][0]?.request.products[0]?.groupMembers?.map((m) => m.userId)).toEqual(['user-1', 'user-2', 'user-3'])
  })
})
