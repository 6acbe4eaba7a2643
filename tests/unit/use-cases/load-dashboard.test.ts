import { describe, expect, it } from 'vitest'
import { createInMemoryCentreDashboard, emptyDashboardCentre } from '../../../adapters/in-memory/centre-dashboard.in-memory'
import { createTestPortal } from '../../../composition/test/container'
import { epochMs } from '../../../core/shared/brands'
import { HOUR_MS } from '../../../core/shared/constants'

// 26 Nov 2026, 11:30 in Kolkata (06:00 UTC).
const NOW = Date.UTC(2026, 10, 26, 6, 0)

const portal = () => {
  const gym = emptyDashboardCentre('CHECK_INS')
  // A check-in this morning at 10:30 (9-14), one yesterday at 19:30 (18-23), one yesterday at 02:30 (no bucket).
  gym.visits.push({ at: epochMs(NOW - HOUR_MS) }, { at: epochMs(NOW - 16 * HOUR_MS) }, { at: epochMs(NOW - 33 * HOUR_MS) })
  gym.sales.push({ at: epochMs(NOW - 2 * HOUR_MS), amount: 590_000 }, { at: epochMs(NOW - 26 * HOUR_MS), amount: 120_000 })
  const dashboard = createInMemoryCentreDashboard(new Map([[1, gym]]))
  return { ...createTestPortal({ centreDetails: { centers: [], userContext: { id: 's', name: 'S', email: 's@example.com' }, gymPtEnabledCenter: [] }, now: NOW, dashboard }), dashboard }
}

describe('loadDashboard', () => {
  it("shows today's figures at a glance for 'today'", async () => {
    const r = await portal().useCases.loadDashboard({ centreId: 1, range: 'today' })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect([r.right.from, r.right.to]).toEqual(['2026-11-26', '2026-11-26'])
    expect([r.right.visits, r.right.sales, r.right.revenue]).toEqual([1, 1, 590_000])
    expect(r.right.visitsByTimeOfDay.map((b) => b.count)).toEqual([0, 1, 0, 0])
  })

  it('covers the last 7 days ending yesterday, counting a night check-in in the total but in no bucket', async () => {
    const r = await portal().useCases.loadDashboard({ centreId: 1, range: 'last7Days' })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect([r.right.from, r.right.to]).toEqual(['2026-11-19', '2026-11-25'])
    expect([r.right.visits, r.right.sales, r.right.revenue]).toEqual([2, 1, 120_000])
    expect(r.right.visitsByTimeOfDay.map((b) => b.count)).toEqual([0, 0, 0, 1])
    expect(r.right.days.at(-1)).toEqual({ day: '2026-11-25', visits: 2, sales: 1, revenue: 120_000 })
  })

  it('answers NotFound for a centre the backend does not know', async () => {
    const r = await portal().useCases.loadDashboard({ centreId: 99, range: 'today' })()
    expect(r._tag === 'Left' && r.left._tag).toBe('NotFound')
  })
})
