import { HOUR_MS, DAY_MS } from '../../core/shared/constants'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import type { Db } from '../db/database'
import { PLAY_FIRST_HOUR, PLAY_LAST_HOUR, PLAY_SLOT_CAPACITY } from '../http/routes/play.routes'
import { pick, seededRandom } from './random'
import { productsAt } from '../selling/catalogue'

/**
 * The dashboards' seed: five weeks of history so that every range of the dashboards has
 * something to show, written into the tables the portal itself writes (their triggers keep the
 * dashboard's summaries):
 * - completed cash and card sales at the main gym, the play arena and Bandra Lux (sale_orders);
 * - play bookings at the play arena (play_bookings), in slots that have already started only, so
 *   nothing staff can still book is taken;
 * - a dozen play customers (phones 9300000001..12) who hold those sales and bookings.
 * The main gym's check-ins, PT sessions, leads and memberships come from the profile seed.
 */

/** Tables this seed owns (it only adds rows to the selling seed's tables, which reseed clears). */
export const DASHBOARDS_TABLES = [] as const

export const DASHBOARD_SEED_CUSTOMERS = Array.from({ length: 12 }, (_, i) => ({
  id: `dash-${String(i + 1).padStart(2, '0')}`,
  phone: `93000000${String(i + 1).padStart(2, '0')}`,
}))

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Isha', 'Vihaan', 'Anaya', 'Reyansh', 'Myra', 'Arjun', 'Sara', 'Dev', 'Kiara']
const LAST = ['Rao', 'Menon', 'Kapoor', 'Das', 'Gowda', 'Bhat', 'Joshi', 'Pillai', 'Reddy', 'Shah', 'Kulkarni', 'Naidu']
const SALE_CENTRES = [1, 4, 7] as const
const HISTORY_DAYS = 35
const ARENA_ID = 4

export const seedDashboards = (db: Db, now: number): void => {
  const rnd = seededRandom(1604)
  const today = centreDayOf(epochMs(now))
  const insCustomer = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, NULL, 1, NULL, 1, ?)',
  )
  const insProfile = db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)')
  DASHBOARD_SEED_CUSTOMERS.forEach((c, i) => {
    insCustomer.run(c.id, FIRST[i] ?? 'Play', LAST[i] ?? 'Member', c.phone, now - 200 * DAY_MS)
    insProfile.run(c.id, JSON.stringify({ isV2: false, trial: { used: 3, maxCount: 3 } }))
  })

  const insOrder = db.prepare(
    'INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const sports = (db.prepare("SELECT data FROM sale_reference WHERE kind = 'SPORT' AND centre_id = ? ORDER BY position").pluck().all(ARENA_ID) as string[]).map(
    (d) => JSON.parse(d) as { id: number },
  )
  const insBooking = db.prepare(
    'INSERT OR IGNORE INTO play_bookings (id, slot_id, user_id, centre_id, sport_id, start_at, end_at, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const taken = new Map<string, number>()

  for (let back = HISTORY_DAYS; back >= 0; back--) {
    const day = addDays(today, -back)
    const dayStart = startOfCentreDay(day)
    // Sales: 0-3 a day at each centre, during opening hours, only before now.
    for (const centreId of SALE_CENTRES) {
      const list = productsAt(db, centreId, 'PACK')
      const n = Math.floor(rnd() * 4)
      for (let k = 0; k < n && list.length > 0; k++) {
        const at = dayStart + (7 + Math.floor(rnd() * 14)) * HOUR_MS + Math.floor(rnd() * 60) * 60_000
        if (at >= now) continue
        const user = pick(rnd, DASHBOARD_SEED_CUSTOMERS).id
        const pack = pick(rnd, list)
        const amount = pack.sellingPricePaise
        const channel = rnd() < 0.5 ? 'CASH' : 'GATEWAY'
        const orderId = `ORD-SEED-DASH-${centreId}-${day.replaceAll('-', '')}-${k}`
        // The pack sold, as a sale records it (no membership rows: the dashboards count sales, not members).
        const data = pack.data as { name?: string; title?: string; type?: string }
        const sold = { userId: user, productId: pack.productId, kind: pack.kind, centreId, start: at, end: at + pack.durationDays * DAY_MS, pricePaise: amount, name: data.name ?? data.title ?? pack.productId, type: data.type ?? pack.kind }
        const priced = { userId: user, centreId, amountPaise: amount, memberships: [sold], grantIds: [] }
        insOrder.run(orderId, user, centreId, channel, 'PAYMENT_COMPLETED', amount, JSON.stringify({ body: {}, priced }), 'staff-cm', at, at)
      }
    }
    // Play bookings at the arena: 6-14 a day in hourly slots that have already started.
    const bookings = 6 + Math.floor(rnd() * 9)
    for (let k = 0; k < bookings && sports.length > 0; k++) {
      const hour = PLAY_FIRST_HOUR + Math.floor(rnd() * (PLAY_LAST_HOUR - PLAY_FIRST_HOUR + 1))
      const start = dayStart + hour * HOUR_MS
      if (start + HOUR_MS > now) continue
      const sport = pick(rnd, sports)
      const slotId = `PLAY-${ARENA_ID}-${sport.id}-${day.replaceAll('-', '')}-${String(hour).padStart(2, '0')}`
      if ((taken.get(slotId) ?? 0) >= PLAY_SLOT_CAPACITY) continue
      const user = pick(rnd, DASHBOARD_SEED_CUSTOMERS).id
      const r = insBooking.run(`PB-SEED-${slotId}-${user}`, slotId, user, ARENA_ID, sport.id, start, start + HOUR_MS, 'staff-cm', start - DAY_MS)
      if (r.changes > 0) taken.set(slotId, (taken.get(slotId) ?? 0) + 1)
    }
  }
}
