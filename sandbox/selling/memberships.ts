import type { ActiveMembershipWire, ExchangeAnswer } from '../../adapters/http/contract/selling.codecs'
import { DAY_MS, UPGRADE_MIN_REMAINING_DAYS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { EXCHANGE_TOO_SHORT } from './messages'
import { addIstDays, istDay, startOfIstDay } from './ist'

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

export const EXCHANGE_CONSTRAINTS = { exchangeFee: 500, maxDiscountPercentage: 50, maxDiscountAbsolute: 20000 } as const

export const membershipsOf = (db: Db, userId: string): MembershipRow[] =>
  db.prepare('SELECT * FROM sold_memberships WHERE user_id = ? ORDER BY start_at').all(userId) as MembershipRow[]

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
  const today = startOfIstDay(now)
  const latestEnd = membershipsOf(db, userId)
    .filter((m) => (m.kind === 'PT') === isPt && m.kind !== 'ADD_ON' && m.end_at > now)
    .reduce((acc, m) => Math.max(acc, m.end_at), 0)
  return latestEnd === 0 ? today : Math.max(today, addIstDays(latestEnd, 0) === latestEnd ? latestEnd : addIstDays(latestEnd, 1))
}

export const suggestedStartAnswer = (start: number): { suggestedStartDate: number; suggestedStartDay: string } => ({
  suggestedStartDate: start,
  suggestedStartDay: istDay(start),
})

/** Whether `startDate` lies from today to the suggested start plus the selection window. */
export const startDateAllowed = (startDate: number, suggested: number, now: number): boolean =>
  startDate >= startOfIstDay(now) && startDate < addIstDays(suggested, START_DATE_SELECTION_WINDOW_DAYS + 1)

/**
 * The exchange (upgrade) discount: the unused value of the old membership, less the exchange fee,
 * capped by a percentage of the new pack and an absolute figure; invalid under 30 days left.
 */
export const exchangeDiscount = (m: MembershipRow, newPackPricePaise: number, at: number): ExchangeAnswer => {
  const constraints = { ...EXCHANGE_CONSTRAINTS }
  const remainingMs = m.end_at - Math.max(at, m.start_at)
  if (remainingMs < UPGRADE_MIN_REMAINING_DAYS * DAY_MS)
    return { isValidExchange: false, discountValue: 0, invalidReason: EXCHANGE_TOO_SHORT, exchangeConstraints: constraints }
  const totalMs = m.end_at - m.start_at
  const unusedRupees = Math.floor((m.price_paise * remainingMs) / totalMs / 100)
  const discount = Math.max(
    0,
    Math.min(unusedRupees - constraints.exchangeFee, Math.floor((newPackPricePaise / 100) * (constraints.maxDiscountPercentage / 100)), constraints.maxDiscountAbsolute),
  )
  return { isValidExchange: true, discountValue: discount, invalidReason: null, exchangeConstraints: constraints }
}
