import { describe, expect, it } from 'vitest'
import { dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import type { PerformanceDesk } from '../../core/performance/performance-desk.port'
import { PQS_METRICS, percentOf } from '../../core/performance/pqs-metrics'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import type { GatewayError } from '../../core/shared/errors'
import { DASHBOARD_RANGE_BACKWARDS, PQS_METRIC_NOT_FOUND } from '../../core/shared/messages'

export type PerformanceHarness = {
  /** Signed in as a staff member who sells (no CLT employee id). */
  readonly seller: PerformanceDesk
  /** A centre of the seller's where they sell (any type), and a gym of theirs (PQS: GYMFIT or ONEPASS). */
  readonly sellerCentreId: number
  readonly gymId: number
  /** Makes a paid cash sale as the seller at sellerCentreId now; answers its amount in paise. */
  sell(): Promise<number>
  /** Signed in as a staff member with a CLT employee id, at cltCentreId; gymId is not one of their centres. */
  readonly clt: PerformanceDesk
  readonly cltCentreId: number
}

const right = async <A>(te: () => Promise<{ _tag: 'Left'; left: GatewayError } | { _tag: 'Right'; right: A }>): Promise<A> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(`${r.left._tag}: ${r.left.message}`)
  return r.right
}
const left = async <A>(te: () => Promise<{ _tag: 'Left'; left: GatewayError } | { _tag: 'Right'; right: A }>): Promise<GatewayError> => {
  const r = await te()
  if (r._tag === 'Right') throw new Error('expected a refusal')
  return r.left
}
const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0)

/** What every PerformanceDesk must do: figures that hang together, follow the records at once, and the screens' refusals. */
export const performanceDeskContract = (name: string, make: () => Promise<PerformanceHarness>): void => {
  describe(`PerformanceDesk contract: ${name}`, () => {
    it('My Performance covers exactly the asked days and its totals are the sums of its days', async () => {
      const h = await make()
      const range = dashboardDays('last30Days', epochMs(Date.now()))
      const m = await right(h.seller.mine({ centreId: h.sellerCentreId, ...range }))
      expect([m.centreId, m.from, m.to]).toEqual([h.sellerCentreId, range.from, range.to])
      expect(m.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(range.from, i)))
      expect(sum(m.days.map((d) => d.sales))).toBe(m.sales)
      expect(sum(m.days.map((d) => d.revenue))).toBe(m.revenue)
      expect(m.cashRevenue).toBeLessThanOrEqual(m.revenue)
      for (const n of [m.pitches, m.leadsConverted, m.ptSessions, m.cashRevenue]) expect(n).toBeGreaterThanOrEqual(0)
      expect(m.staffName).not.toBe('')
    })

    it("shows a sale the staff member makes now in today's sales, revenue and cash at once", async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const before = await right(h.seller.mine({ centreId: h.sellerCentreId, from: today, to: today }))
      const amount = await h.sell()
      const after = await right(h.seller.mine({ centreId: h.sellerCentreId, from: today, to: today }))
      // Other suites may sell as the same persona meanwhile: at least this sale is added.
      expect(after.sales).toBeGreaterThanOrEqual(before.sales + 1)
      expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + amount)
      expect(after.cashRevenue).toBeGreaterThanOrEqual(before.cashRevenue + amount)
      expect(after.days.map((d) => [d.day, d.revenue])).toEqual([[today, after.revenue]])
    })

    it('refuses a range that ends before it starts and a centre that is not the staff member’s', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const backwards = await left(h.seller.mine({ centreId: h.sellerCentreId, from: today, to: addDays(today, -1) }))
      expect([backwards._tag, backwards.message]).toEqual(['Rejected', DASHBOARD_RANGE_BACKWARDS])
      expect((await left(h.clt.mine({ centreId: h.gymId, from: today, to: today })))._tag).toBe('Forbidden')
    })

    it('lists the PQS metrics, and each one’s rows, days and share agree with each other', async () => {
      const h = await make()
      const metrics = await right(h.seller.pqsMetrics(h.gymId))
      expect(metrics).toEqual(PQS_METRICS.map((m) => ({ id: m.id, name: m.name })))
      const range = dashboardDays('last30Days', epochMs(Date.now()))
      for (const m of metrics) {
        const d = await right(h.seller.pqsMetric({ centreId: h.gymId, metricId: m.id, ...range }))
        expect([d.id, d.name, d.centreId, d.from, d.to]).toEqual([m.id, m.name, h.gymId, range.from, range.to])
        expect(d.definition).not.toBe('')
        expect(d.rows).toHaveLength(d.total)
        expect(d.rows.filter((r) => r.counted)).toHaveLength(d.counted)
        expect(d.percent).toBe(percentOf(d.counted, d.total))
        expect(sum(d.days.map((x) => x.total))).toBe(d.total)
        expect(sum(d.days.map((x) => x.counted))).toBe(d.counted)
        expect(d.days).toHaveLength(30)
        for (const x of d.days) expect(x.percent).toBe(percentOf(x.counted, x.total))
        expect(d.rows.map((r) => r.at)).toEqual([...d.rows.map((r) => r.at)].sort((a, b) => b - a))
      }
      const unknown = await left(h.seller.pqsMetric({ centreId: h.gymId, metricId: 999, ...range }))
      expect([unknown._tag, unknown.message]).toEqual(['NotFound', PQS_METRIC_NOT_FOUND])
    })

    it('gives a CLT employee a signed score URL that expires within 15 minutes, and no one else', async () => {
      const h = await make()
      const before = Date.now()
      const s = await right(h.clt.scoreEmbed(h.cltCentreId))
      expect(s.url).toMatch(/^\/sandbox\/score\/embed\?/)
      expect(s.expiresAt).toBeGreaterThan(before)
      expect(s.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000)
      expect((await left(h.seller.scoreEmbed(h.sellerCentreId)))._tag).toBe('Forbidden')
    })

    it('lists the staff member’s training sessions newest first, scored out of 100', async () => {
      const h = await make()
      const sessions = await right(h.seller.trainingSessions(h.sellerCentreId))
      expect(sessions.length).toBeGreaterThan(0)
      expect(sessions.map((s) => s.startedAt)).toEqual([...sessions.map((s) => s.startedAt)].sort((a, b) => b - a))
      for (const s of sessions) {
        expect(s.score).toBeGreaterThanOrEqual(0)
        expect(s.score).toBeLessThanOrEqual(100)
        expect(['PASSED', 'NEEDS_PRACTICE']).toContain(s.outcome)
        expect(s.startedAt).toBeLessThanOrEqual(Date.now())
      }
    })
  })
}
