import { DASHBOARD_OUTSIDE_BUCKETS } from '../../core/shared/messages'
import { DASHBOARD_RANGE_CHOICES, type DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import { bucketWords } from '../../core/dashboard/time-of-day.rule'
import type { Centre } from '../../core/centre/centre'
import type { UseCases } from '../../core/use-cases'
import { formatRupees } from '../../core/shared/money'
import { parseOptions } from './selling-commands'

/** The dashboards' command of the headless CLI. */
export const DASHBOARD_USAGE = `  dashboard [--range ${DASHBOARD_RANGE_CHOICES.join('|')}] [--centre <centerServiceId>]
               the centre's figures at a glance (default today): visits by time of day, sales,
               revenue, PT sessions, leads due, renewals due, and the figures by day`

const isRange = (s: string): s is DashboardRangeChoice => (DASHBOARD_RANGE_CHOICES as readonly string[]).includes(s)

/**
 * `--range` (default today) and `--centre` (a centerServiceId among the staff member's; default the
 * selected centre) of the commands over a dashboard range (`dashboard`, `my-performance`); an exit
 * code when they cannot be read: 2 for a usage error, 1 for a refused call.
 */
export const rangeAndCentre = async (
  portal: UseCases,
  args: readonly string[],
): Promise<number | { readonly range: DashboardRangeChoice; readonly centre: Centre }> => {
  const o = parseOptions(args)
  const range = o.get('range')?.[0] ?? 'today'
  if (!isRange(range)) {
    process.stderr.write(`--range must be one of ${DASHBOARD_RANGE_CHOICES.join(', ')}\n`)
    return 2
  }
  const ctx = await portal.loadCentreContext()()
  if (ctx._tag === 'Left') {
    process.stderr.write(`${ctx.left._tag}: ${ctx.left.message}\n`)
    return 1
  }
  const wanted = o.get('centre')?.[0]
  const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
  if (centre === undefined) {
    process.stderr.write(wanted === undefined ? 'You have no centre\n' : `No centre with service id ${wanted} among yours\n`)
    return 2
  }
  return { range, centre }
}

/** Runs `dashboard`; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
/**
 * The visits by time of day as the web dashboard lists them: the four buckets, then the visits
 * outside them in a row of their own ('Other hours (11 PM to 4 AM)') when there are any, so the
 * rows add up to the total.
 */
export const timeOfDayRows = (s: { readonly visits: number; readonly visitsByTimeOfDay: readonly { readonly fromHour: number; readonly toHour: number; readonly count: number }[] }): readonly { readonly label: string; readonly count: number }[] => {
  const inBuckets = s.visitsByTimeOfDay.reduce((n, b) => n + b.count, 0)
  const outside = s.visits - inBuckets
  return [...s.visitsByTimeOfDay.map((b) => ({ label: bucketWords(b.fromHour, b.toHour), count: b.count })), ...(outside === 0 ? [] : [{ label: DASHBOARD_OUTSIDE_BUCKETS, count: outside }])]
}

export const runDashboardCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  const picked = await rangeAndCentre(portal, args)
  if (typeof picked === 'number') return picked
  const { range, centre } = picked
  const r = await portal.loadDashboard({ centreId: centre.id, range })()
  if (r._tag === 'Left') {
    process.stderr.write(`${r.left.message}\n`)
    return 1
  }
  const s = r.right
  if (json) {
    process.stdout.write(`${JSON.stringify(s, null, 2)}\n`)
    return 0
  }
  const visits = s.visitKind === 'PLAY_BOOKINGS' ? 'play bookings' : 'check-ins'
  process.stdout.write(`${centre.name}, ${s.from === s.to ? s.from : `${s.from} to ${s.to}`}\n`)
  console.table([{ [visits]: s.visits, sales: s.sales, revenue: formatRupees(s.revenue), ptSessions: s.ptSessions, leadsDue: s.leadsDue, renewalsDue: s.renewalsDue }])
  console.table(timeOfDayRows(s).map((r) => ({ timeOfDay: r.label, [visits]: r.count })))
  if (s.days.length > 1) console.table(s.days.map((d) => ({ day: d.day, [visits]: d.visits, sales: d.sales, revenue: formatRupees(d.revenue) })))
  return 0
}
