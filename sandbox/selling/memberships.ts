import { EXCHANGE_CONSTRAINTS, exchangeDiscountRupees } from '../../adapters/http/contract/exchange-terms'
import type { ActiveMembershipWire, ExchangeAnswer } from '../../adapters/http/contract/selling.codecs'
import { EXCHANGE_NOT_APPLICABLE } from '../../core/shared/messages'
import type { Db } from '../db/database'
import { addDays, centreDayOf, startOfCentreDay, startOfCentreDayOf } from '../../core/shared/centre-day'

export type MembershipRow = {
  id: string
  user_id: string
  order_id: string | null
  product_id: string
  kind: string
  centre_id: number
  start_at: number
  end_at: number
  price_paise: number
  data: string
}

/** How many days a start date may be chosen after the suggested one (part 2 §5). */
export const START_DATE_SELECTION_WINDOW_DAYS = 30

/** Prefix of the selling ids of memberships the profile seed (not a sale) created. */
export const PROFILE_MEMBERSHIP_PREFIX = 'CM-'

const SALE_KIND: Readonly<Record<string, string>> = { GYM: 'PACK', PT: 'PT', PLAY_PT: 'PLAY_PT' }

/**
 * Every membership of a customer as the selling calls see it: the ones sold here and the ones the
 * customer profile holds that no sale created (seeded history), so the suggested start, exchange
 * and group-buy rules see the whole customer.
 */
export const membershipsOf = (db: Db, userId: string): MembershipRow[] => {
  const sold = db.prepare('SELECT * FROM sold_memberships WHERE user_id = ?').all(userId) as MembershipRow[]
  const profile = (
    db
      .prepare('SELECT id, kind, start_at, end_at, data FROM customer_memberships WHERE user_id = ? AND sold_membership_id IS NULL')
      .all(userId) as { id: number; kind: string; start_at: number; end_at: number; data: string }[]
  ).map((r): MembershipRow => {
    const m = JSON.parse(r.data) as { name?: string; productType?: string; centerId?: number }
    return {
      id: `${PROFILE_MEMBERSHIP_PREFIX}${r.id}`,
      user_id: userId,
      order_id: null,
      product_id: m.productType ?? r.kind,
      kind: SALE_KIND[r.kind] ?? 'PACK',
      centre_id: m.centerId ?? 0,
      start_at: r.start_at,
      end_at: r.end_at,
      // The seeded history carries no price: its exchange value is nil.
      price_paise: 0,
      data: JSON.stringify({ name: m.name ?? r.kind, type: m.productType ?? r.kind }),
    }
  })
  return [...sold, ...profile].sort((a, b) => a.start_at - b.start_at)
}

export const activeMemberships = (db: Db, userId: string, now: number): ActiveMembershipWire[] =>
  membershipsOf(db, userId)
    .filter((m) => m.end_at > now)
    .map((m) => {
      const data = JSON.parse(m.data) as { name?: string; type?: string }
      return {
        id: m.id,
        userId: m.user_id,
        productId: m.product_id,
        name: data.name ?? m.product_id,
        type: data.type ?? m.kind,
        centerId: m.centre_id,
        start: m.start_at,
        end: m.end_at,
        orderId: m.order_id,
        status: m.start_at > now ? 'UPCOMING' : 'ACTIVE',
      }
    })

/**
 * The suggested start: today (Asia/Kolkata) or, when the user already holds a membership of the
 * same kind (PT or not) that ends later, the day after it ends.
 */
export const suggestedStart = (db: Db, userId: string, isPt: boolean, now: number): number => {
  const today = startOfCentreDayOf(now)
  const latestEnd = membershipsOf(db, userId)
    .filter((m) => (m.kind === 'PT') === isPt && m.kind !== 'ADD_ON' && m.end_at > now)
    .reduce((acc, m) => Math.max(acc, m.end_at), 0)
  return latestEnd === 0 ? today : Math.max(today, startOfCentreDayOf(latestEnd) === latestEnd ? latestEnd : startOfCentreDay(addDays(centreDayOf(latestEnd), 1)))
}

export const suggestedStartAnswer = (start: number): { suggestedStartDate: number; suggestedStartDay: string } => ({
  suggestedStartDate: start,
  suggestedStartDay: centreDayOf(start),
})

/** Whether `startDate` lies from today to the suggested start plus the selection window. */
export const startDateAllowed = (startDate: number, suggested: number, now: number): boolean =>
  startDate >= startOfCentreDayOf(now) && startDate < startOfCentreDay(addDays(centreDayOf(suggested), START_DATE_SELECTION_WINDOW_DAYS + 1))

/** The exchange (upgrade) answer for an old membership toward a new pack (exchangeDiscountRupees). */
export const exchangeDiscount = (m: MembershipRow, newPackPricePaise: number, at: number): ExchangeAnswer => {
  const constraints = { ...EXCHANGE_CONSTRAINTS }
  const discount = exchangeDiscountRupees({ pricePaise: m.price_paise, start: m.start_at, end: m.end_at }, newPackPricePaise, at)
  if (discount === undefined) return { isValidExchange: false, discountValue: 0, invalidReason: EXCHANGE_NOT_APPLICABLE, exchangeConstraints: constraints }
  return { isValidExchange: true, discountValue: discount, invalidReason: null, exchangeConstraints: constraints }
}
