import { describe, expect, it } from 'vitest'
import type { CentreDashboard } from '../../core/dashboard/centre-dashboard.port'
import type { DashboardSummary } from '../../core/dashboard/dashboard'
import { MAX_DASHBOARD_DAYS, daysInRange, dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { DASHBOARD_RANGE_BACKWARDS, dashboardRangeTooLong } from '../../core/shared/messages'

export type DashboardHarness = {
  readonly dashboard: CentreDashboard
  /** A gym-like centre (visits are check-ins) and a play centre (visits are play bookings). */
  readonly gymId: number
  readonly playId: number
  /** Makes a completed cash sale at the gym now and answers its amount in paise. */
  sellAtGym(): Promise<number>
}

const right = async (te: ReturnType<CentreDashboard['summary']>): Promise<DashboardSummary> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0)

/** What every CentreDashboard must do: its figures hang together and follow the records at once. */
export const centreDashboardContract = (name: string, make: () => Promise<DashboardHarness>): void => {
  describe(`CentreDashboard contract: ${name}`, () => {
    it('covers exactly the asked days, in order, and its totals are the sums of its days and buckets', async () => {
      const h = await make()
      for (const centreId of [h.gymId, h.playId]) {
        const range = dashboardDays('last30Days', epochMs(Date.now()))
        const s = await right(h.dashboard.summary({ centreId, ...range }))
        expect([s.centreId, s.from, s.to]).toEqual([centreId, range.from, range.to])
        expect(s.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(range.from, i)))
        expect(sum(s.days.map((d) => d.visits))).toBe(s.visits)
        expect(sum(s.days.map((d) => d.sales))).toBe(s.sales)
        expect(sum(s.days.map((d) => d.revenue))).toBe(s.revenue)
        expect(s.visitsByTimeOfDay.map((b) => [b.fromHour, b.toHour])).toEqual([[4, 9], [9, 14], [14, 18], [18, 23]])
        expect(sum(s.visitsByTimeOfDay.map((b) => b.count))).toBeLessThanOrEqual(s.visits)
        for (const n of [s.ptSessions, s.leadsDue, s.renewalsDue]) expect(n).toBeGreaterThanOrEqual(0)
      }
    })

    it('counts check-ins at a gym and play bookings at a play centre', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      expect((await right(h.dashboard.summary({ centreId: h.gymId, from: today, to: today }))).visitKind).toBe('CHECK_INS')
      expect((await right(h.dashboard.summary({ centreId: h.playId, from: today, to: today }))).visitKind).toBe('PLAY_BOOKINGS')
    })

    it("shows a sale made now in today's sales and revenue at once", async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const before = await right(h.dashboard.summary({ centreId: h.gymId, from: today, to: today }))
      const amount = await h.sellAtGym()
      const after = await right(h.dashboard.summary({ centreId: h.gymId, from: today, to: today }))
      // Other suites may sell at the same centre meanwhile: at least this sale is added.
      expect(after.sales).toBeGreaterThanOrEqual(before.sales + 1)
      expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + amount)
      expect(after.days).toHaveLength(1)
      expect(after.days[0]?.revenue).toBe(after.revenue)
    })

    it('refuses a range that ends before it starts or is longer than the limit, and an unknown centre', async () => {
      const h = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const backwards = await h.dashboard.summary({ centreId: h.gymId, from: today, to: addDays(today, -1) })()
      expect(backwards._tag === 'Left' && [backwards.left._tag, backwards.left.message]).toEqual(['Rejected', DASHBOARD_RANGE_BACKWARDS])
      const from = addDays(today, -MAX_DASHBOARD_DAYS)
      expect(daysInRange(from, today)).toBe(MAX_DASHBOARD_DAYS + 1)
      const long = await h.dashboard.summary({ centreId: h.gymId, from, to: today })()
      expect(long._tag === 'Left' && [long.left._tag, long.left.message]).toEqual(['Rejected', dashboardRangeTooLong(MAX_DASHBOARD_DAYS)])
      const nowhere = await h.dashboard.summary({ centreId: 987_654, from: today, to: today })()
      expect(nowhere._tag === 'Left' && nowhere.left._tag).toBe('NotFound')
    })
  })
}
