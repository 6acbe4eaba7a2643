import { DASHBOARD_RANGE_CHOICES } from '../../core/dashboard/dashboard-range.rule'
import { formatRupees } from '../../core/shared/money'
import type { UseCases } from '../../core/use-cases'
import { rangeAndCentre } from './dashboard-commands'

/** The performance command of the headless CLI. */
export const PERFORMANCE_USAGE = `  my-performance [--range ${DASHBOARD_RANGE_CHOICES.join('|')}] [--centre <centerServiceId>]
               your own figures at a centre (default today): sales made, revenue and its cash
               part, pitches recorded, leads converted, the centre's PT sessions, and by day`

/** Runs `my-performance`; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
export const runPerformanceCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  const picked = await rangeAndCentre(portal, args)
  if (typeof picked === 'number') return picked
  const { range, centre } = picked
  const r = await portal.loadMyPerformance({ centreId: centre.id, range })()
  if (r._tag === 'Left') {
    process.stderr.write(`${r.left.message}\n`)
    return 1
  }
  const m = r.right
  if (json) {
    process.stdout.write(`${JSON.stringify(m, null, 2)}\n`)
    return 0
  }
  process.stdout.write(`${m.staffName} at ${centre.name}, ${m.from === m.to ? m.from : `${m.from} to ${m.to}`}\n`)
  console.table([
    {
      salesMade: m.sales,
      revenue: formatRupees(m.revenue),
      ofWhichCash: formatRupees(m.cashRevenue),
      pitches: m.pitches,
      leadsConverted: m.leadsConverted,
      ptSessionsAtCentre: m.ptSessions,
    },
  ])
  if (m.days.length > 1) console.table(m.days.map((d) => ({ day: d.day, sales: d.sales, revenue: formatRupees(d.revenue) })))
  return 0
}
