import { DAY_MS, MINUTE_MS } from '../../../core/shared/constants'
import type { Db } from '../../db/database'
import { pick } from '../random'
import { scaleCustomerId } from './customers'
import { rowsOnDay, type ScalePlan } from './plan'

const STAFF = ['staff-owner', 'staff-cm', 'staff-frontdesk'] as const
const PACKS: readonly { readonly name: string; readonly kind: 'PACK' | 'PT'; readonly rupees: number }[] = [
  { name: 'gymfit ELITE 1 month', kind: 'PACK', rupees: 2_499 },
  { name: 'gymfit ELITE 3 months', kind: 'PACK', rupees: 5_900 },
  { name: 'cultpass BLACK 6 months', kind: 'PACK', rupees: 11_999 },
  { name: 'cultpass GOLD 12 months', kind: 'PACK', rupees: 17_999 },
  { name: 'Personal Training 12 sessions', kind: 'PT', rupees: 9_600 },
]

/**
 * A year of sales at the busiest centres, in the rows the reports seed writes (sale_orders with
 * the priced request the reports read): cash, card and group orders, a few card orders failed.
 */
export const seedScaleOrders = (db: Db, plan: ScalePlan, rnd: () => number, today: number, busiest: readonly number[]): number => {
  const ins = db.prepare(
    'INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  let n = 0
  for (let d = plan.days; d >= 1; d--) {
    for (const centreId of busiest) {
      for (let k = 0; k < rowsOnDay(plan.ordersPerDay, plan.days - d + 1); k++) {
        n++
        const at = today - d * DAY_MS + Math.floor(rnd() * 16 * 60) * MINUTE_MS + 30 * MINUTE_MS
        const pack = pick(rnd, PACKS)
        const userId = scaleCustomerId(Math.floor(rnd() * plan.customers))
        const roll = rnd()
        const channel = roll < 0.45 ? 'GATEWAY' : roll < 0.5 ? 'GROUP' : 'CASH'
        const failed = channel === 'GATEWAY' && rnd() < 0.12
        const amount = pack.rupees * 100
        const membership = { userId, productId: `HIST-${pack.kind}`, kind: pack.kind, centreId, start: at, end: at + 30 * DAY_MS, pricePaise: amount, name: pack.name, type: pack.kind === 'PT' ? 'GYM_PT_PRODUCT' : 'GYMFIT_FITNESS_PRODUCT' }
        const request = JSON.stringify({ body: { seeded: true }, priced: { userId, centreId, amountPaise: amount, memberships: [membership], grantIds: [] } })
        ins.run(`ORD-S${String(n).padStart(8, '0')}`, userId, centreId, channel, failed ? 'PAYMENT_FAILED' : 'PAYMENT_COMPLETED', amount, request, pick(rnd, STAFF), at, at + 2 * MINUTE_MS)
      }
    }
  }
  return n
}
