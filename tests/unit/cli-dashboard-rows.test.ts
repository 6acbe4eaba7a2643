import { describe, expect, it } from 'vitest'
import { timeOfDayRows } from '../../composition/node/dashboard-commands'
import { DASHBOARD_OUTSIDE_BUCKETS } from '../../core/shared/messages'

describe('dashboard (CLI): visits by time of day', () => {
  const buckets = [
    { fromHour: 4, toHour: 10, count: 5 },
    { fromHour: 10, toHour: 16, count: 3 },
    { fromHour: 16, toHour: 20, count: 7 },
    { fromHour: 20, toHour: 23, count: 1 },
  ]
  it('adds the visits outside the four buckets as the web dashboard’s Other hours row, so the rows add up to the total', () => {
    const rows = timeOfDayRows({ visits: 19, visitsByTimeOfDay: buckets })
    expect(rows).toHaveLength(5)
    expect(rows[4]).toEqual({ label: DASHBOARD_OUTSIDE_BUCKETS, count: 3 })
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(19)
  })
  it('shows no Other hours row when every visit is in a bucket', () => {
    expect(timeOfDayRows({ visits: 16, visitsByTimeOfDay: buckets }).map((r) => r.label)).not.toContain(DASHBOARD_OUTSIDE_BUCKETS)
  })
})
