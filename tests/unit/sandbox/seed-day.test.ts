import { describe, expect, it } from 'vitest'
import type { CheckInWire } from '../../../adapters/http/contract/check-in.codecs'
import { checkInsFromWireFast } from '../../../adapters/http/check-in-list.mapping'
import { CHECK_IN_SECTION_KEYS, groupCheckIns } from '../../../core/check-in/check-in-grouping.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { centreDayStart } from '../../../sandbox/seed/profile'
import { reseed } from '../../../sandbox/seed/seed'

/** The main gym's day, as the seed writes it at a given moment. */
const seededDay = (now: number) => {
  const db = openDatabase(':memory:')
  reseed(db, now)
  const rows = db.prepare('SELECT start_time AS start, state, full FROM check_ins WHERE centre_id = 1').all() as { start: number; state: string; full: string }[]
  db.close()
  return rows
}

describe("the seeded day at the main gym fits the time it was seeded", () => {
  // Early morning, mid-morning and evening in the centre's zone (Asia/Kolkata, UTC+5:30).
  it.each([Date.UTC(2026, 10, 24, 18, 40), Date.UTC(2026, 10, 25, 0, 50), Date.UTC(2026, 10, 25, 13, 15)])(
    'checks no one in for a slot that has not started, books later slots, and has members in the last 90 minutes (seeded at %i)',
    (now) => {
      const rows = seededDay(now)
      const validated = rows.filter((r) => r.state === 'validated')
      expect(validated.every((r) => r.start <= now)).toBe(true)
      expect(validated.filter((r) => r.start >= now - 90 * 60_000).length).toBeGreaterThanOrEqual(30)
      expect(rows.some((r) => r.state === 'created' && r.start > now)).toBe(true)
    },
  )
})

describe('the seeded check-in list just after midnight in the centre', () => {
  it('already has members in every section of the validated list', () => {
    const aMinutePastMidnightIst = Date.UTC(2026, 10, 25, 18, 31)
    const validated = seededDay(aMinutePastMidnightIst)
      .filter((r) => r.state === 'validated')
      .map((r) => JSON.parse(r.full) as CheckInWire)
    const sections = groupCheckIns(checkInsFromWireFast(validated))
    for (const key of CHECK_IN_SECTION_KEYS) expect(sections.find((s) => s.key === key)?.checkIns.length ?? 0, key).toBeGreaterThan(0)
  })
})

describe("the main gym's day keeps its opening hours (05:00 to 22:00 in the centre)", () => {
  const hourIst = (t: number) => new Date(t + 330 * 60_000).getUTCHours()
  it.each([Date.UTC(2026, 10, 25, 13, 15), Date.UTC(2026, 10, 25, 18, 20)])('starts every slot within them but the last 90 minutes of arrivals and the passcode booking (seeded at %i)', (now) => {
    const rows = seededDay(now)
    // Arrivals of the last 90 minutes and the passcode demo's booking half an hour ahead follow the
    // time of seeding, so the desk's default window is never empty; every other slot is in hours.
    const today = centreDayStart(now)
    const spread = rows.filter((r) => r.start >= today && r.start < today + 24 * 3_600_000 && (r.start < now - 91 * 60_000 || r.start > now + 31 * 60_000))
    expect(spread.length).toBeGreaterThan(8_000)
    expect(spread.every((r) => hourIst(r.start) >= 5 && hourIst(r.start) < 22)).toBe(true)
  })
})

describe('every sale the seed completes names the pack it sold', () => {
  it("so no report shows a seeded sale without its pack (the dashboards' own sales included)", () => {
    const db = openDatabase(':memory:')
    reseed(db, Date.UTC(2026, 10, 25, 6, 0))
    const packless = db
      .prepare(
        `SELECT order_id FROM sale_orders WHERE status = 'PAYMENT_COMPLETED'
            AND NOT EXISTS (SELECT 1 FROM sale_products sp WHERE sp.product_id = json_extract(request, '$.priced.memberships[0].productId'))
            AND COALESCE(json_extract(request, '$.priced.memberships[0].name'), '') = ''`,
      )
      .pluck()
      .all()
    const sales = db.prepare(`SELECT count(*) FROM sale_orders WHERE status = 'PAYMENT_COMPLETED' AND order_id LIKE 'ORD-SEED-DASH-%'`).pluck().get()
    db.close()
    expect(sales).toBeGreaterThan(0)
    expect(packless).toEqual([])
  })
})
