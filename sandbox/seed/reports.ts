import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { centreDayStart } from './profile'
import { pick, seededRandom } from './random'

/**
 * The reports seed: ninety days of sales history (cash, card and group orders, some card
 * payments declined) at the gyms and the cult centres, revenue targets per centre and month, a few
 * more leads (lux leads among them) and past class visits at the pilates centre. Reports compute
 * every figure from these rows and from what the portal writes; nothing here is a total.
 * Everything is dated before today, so today's lists and desks are as the other seeds left them.
 */

/** Tables this seed owns, in an order safe to clear. */
export const REPORTS_TABLES = ['revenue_targets'] as const

/** Centres with sales history, and how many orders a day they take at most. */
const SELLING_CENTRES: readonly { readonly id: number; readonly perDay: number; readonly tid?: string }[] = [
  { id: 1, perDay: 6, tid: 'EDC-1001-B' },
  { id: 2, perDay: 2, tid: 'EDC-1002-A' },
  { id: 3, perDay: 3, tid: 'EDC-1003-A' },
  { id: 6, perDay: 3, tid: 'EDC-1006-A' },
  { id: 7, perDay: 2, tid: 'EDC-1007-A' },
]
const STAFF = ['staff-owner', 'staff-cm', 'staff-frontdesk'] as const
const PACKS: readonly { readonly name: string; readonly kind: 'PACK' | 'PT'; readonly rupees: number }[] = [
  { name: 'gymfit ELITE 1 month', kind: 'PACK', rupees: 2_499 },
  { name: 'gymfit ELITE 3 months', kind: 'PACK', rupees: 5_900 },
  { name: 'cultpass BLACK 6 months', kind: 'PACK', rupees: 11_999 },
  { name: 'cultpass GOLD 12 months', kind: 'PACK', rupees: 17_999 },
  { name: 'Personal Training 12 sessions', kind: 'PT', rupees: 9_600 },
  { name: 'Personal Training 24 sessions', kind: 'PT', rupees: 17_400 },
]
const FAILURE_CODES = ['DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED'] as const
const HISTORY_DAYS = 90
/** Crowd customers of the profile seed (ids 300001...): the buyers of the history. */
const crowd = (i: number): string => String(300001 + (i % 2_000))

export const seedReports = (db: Db, now: number): void => {
  const rnd = seededRandom(16_016)
  const today = centreDayStart(now)
  const insOrder = db.prepare(
    'INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insPayment = db.prepare(
    'INSERT INTO terminal_payments (payment_id, order_id, tid, request_id, amount_paise, state, failure_code, pending_until, created_at, decided_at, centre_id) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)',
  )
  let n = 0
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    for (const c of SELLING_CENTRES) {
      const count = Math.floor(rnd() * (c.perDay + 1))
      for (let k = 0; k < count; k++) {
        n++
        const at = today - d * DAY_MS + (6 + Math.floor(rnd() * 16)) * HOUR_MS + Math.floor(rnd() * 60) * MINUTE_MS
        const pack = pick(rnd, PACKS)
        const userId = crowd(n * 7 + c.id)
        const roll = rnd()
        const channel = c.tid !== undefined && roll < 0.45 ? 'GATEWAY' : roll < 0.5 ? 'GROUP' : 'CASH'
        const failed = channel === 'GATEWAY' && rnd() < 0.12
        const orderId = `ORD-H${String(n).padStart(6, '0')}`
        const amount = pack.rupees * 100
        const membership = { userId, productId: `HIST-${pack.kind}`, kind: pack.kind, centreId: c.id, start: at, end: at + 30 * DAY_MS, pricePaise: amount, name: pack.name, type: pack.kind === 'PT' ? 'GYM_PT_PRODUCT' : 'GYMFIT_FITNESS_PRODUCT' }
        const request = JSON.stringify({ body: { seeded: true }, priced: { userId, centreId: c.id, amountPaise: amount, memberships: [membership], grantIds: [] } })
        insOrder.run(orderId, userId, c.id, channel, failed ? 'PAYMENT_FAILED' : 'PAYMENT_COMPLETED', amount, request, pick(rnd, STAFF), at, at + 2 * MINUTE_MS)
        if (channel === 'GATEWAY' && c.tid !== undefined)
          insPayment.run(`PAY-H${String(n).padStart(6, '0')}`, orderId, c.tid, `REQ-H${String(n).padStart(6, '0')}`, amount, failed ? 'FAILED' : 'SUCCESS', failed ? pick(rnd, FAILURE_CODES) : null, at, at + MINUTE_MS, c.id)
      }
    }
  }

  // Revenue targets: the last four months, this month and the next, for every centre.
  const insTarget = db.prepare('INSERT INTO revenue_targets (centre_id, month, target_paise) VALUES (?, ?, ?)')
  const month0 = new Date(today + 5.5 * HOUR_MS)
  for (let m = -4; m <= 1; m++) {
    const month = new Date(Date.UTC(month0.getUTCFullYear(), month0.getUTCMonth() + m, 1)).toISOString().slice(0, 7)
    for (let id = 1; id <= 8; id++) insTarget.run(id, month, (id === 1 ? 6_00_000 : 2_50_000) * 100)
  }

  // More leads at the main gym, the hybrid (CPL) centre and the lux centre (crowd customers), lux leads among them.
  const insLead = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  // PT leads are a trainer's, the others a membership consultant's (as the leads desk's seed has them).
  const trainer = { id: 'staff-trainer', name: 'Rahul Nair', type: 'TRAINER' } as const
  const consultants = [
    { id: 'staff-frontdesk', name: 'Meera Iyer', type: 'MC' },
    { id: 'staff-cm', name: 'Vikram Shetty', type: 'MC' },
  ] as const
  const comments = ['Asked about weekend batches', 'Price check', 'Wants a trial first', 'Comparing with a nearby gym', 'Interested in PT']
  for (let i = 0; i < 40; i++) {
    const csid = i % 4 === 3 ? 1007 : i % 4 === 2 ? 1006 : 1001
    const category = i % 5 === 0 ? 'LUX_LEAD' : i % 3 === 0 ? 'PT_LEAD' : 'GYM_LEAD'
    const status = i % 6 === 0 ? 'CLOSED' : 'ACTIVE'
    const userId = crowd(1_000 + i * 13)
    const quality = pick(rnd, ['HOT', 'WARM', 'COLD'] as const)
    const owner = category === 'PT_LEAD' ? trainer : pick(rnd, consultants)
    insLead.run(
      userId,
      csid,
      category,
      status,
      JSON.stringify({ userId, centerId: csid, leadCategory: category, leadStatus: status, leadType: quality, leadQuality: quality, comment: pick(rnd, comments), assigneeId: owner.id, assigneeName: owner.name, assigneeType: owner.type, taskAssignee: { fullName: owner.name }, createdBy: 'staff-cm', createdAt: today - (1 + (i % 45)) * DAY_MS + 11 * HOUR_MS }),
    )
  }

  // Past class visits at the pilates centre (Bellandur Hybrid, 6): the pilates consumption report.
  const insCheckIn = db.prepare('INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  let id = 900_000_000
  for (let d = 60; d >= 1; d--) {
    for (let k = 0; k < 1 + Math.floor(rnd() * 4); k++) {
      const userId = crowd(1_500 + Math.floor(rnd() * 25))
      const start = today - d * DAY_MS + (7 + k * 3) * HOUR_MS
      const data = JSON.stringify({ id: ++id, centerId: 6, userId, startTime: start, endTime: start + HOUR_MS, state: 'validated', checkInType: 'other', workoutName: 'Pilates' })
      insCheckIn.run(id, 6, userId, start, 'validated', null, data, data)
    }
  }
}
