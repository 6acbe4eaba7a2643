import { monthToDate } from '../../core/shared/dashboard-date-range.rule'
import { addDays, centreDayOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { formatCount } from '../../core/shared/display-format'
import { PQS_METRICS } from '../../core/performance/pqs-metrics'
import type { Db } from '../db/database'
import { pqsMetric } from './performance-sql'

/** One part of the CM Score: its value in words, how far it reaches its aim (0..1) and its weight. */
export type ScorePart = { readonly name: string; readonly value: string; readonly aim: string; readonly reached: number | undefined; readonly weight: number }
export type CmScore = { readonly score: number | undefined; readonly parts: readonly ScorePart[]; readonly from: string; readonly to: string }

const rupees = (paise: number): string => `₹${formatCount(Math.round(paise / 100))}`

/**
 * The CM Score the embedded dashboard shows (the spec gives the screen, not the score: ours).
 * Out of 100: revenue this month against the month's target prorated to today (40), payment
 * success (30) and PT sessions held (30) over the last 30 days against their PQS targets. A part
 * with no data is left out and the others weigh more. All SQL over the sandbox's tables.
 */
export const cmScore = (db: Db, centreId: number, now: number): CmScore => {
  const mtd = monthToDate(epochMs(now))
  const revenue = db
    .prepare("SELECT COALESCE(SUM(amount_paise), 0) FROM sale_orders WHERE centre_id = ? AND status = 'PAYMENT_COMPLETED' AND created_at BETWEEN ? AND ?")
    .pluck()
    .get(centreId, startOfCentreDay(mtd.from), endOfCentreDay(mtd.to)) as number
  const target = db.prepare('SELECT target_paise FROM revenue_targets WHERE centre_id = ? AND month = ?').pluck().get(centreId, mtd.from.slice(0, 7)) as number | undefined
  const daysInMonth = new Date(Date.UTC(Number(mtd.from.slice(0, 4)), Number(mtd.from.slice(5, 7)), 0)).getUTCDate()
  const dayOfMonth = Number(mtd.to.slice(8, 10))
  const due = target === undefined ? undefined : Math.round((target * dayOfMonth) / daysInMonth)
  const today = centreDayOf(epochMs(now))
  const from = addDays(today, -29)
  const parts: ScorePart[] = [
    {
      name: 'Revenue against target (month to date)',
      value: rupees(revenue),
      aim: due === undefined ? 'No target set' : `${rupees(due)} due by today`,
      reached: due === undefined || due === 0 ? undefined : Math.min(1, revenue / due),
      weight: 40,
    },
    ...PQS_METRICS.map((m): ScorePart => {
      const d = pqsMetric(db, m, centreId, from, today)
      return {
        name: `${m.name} (last 30 days)`,
        value: d.percent === null ? 'No data' : `${d.percent}% (${d.counted} of ${d.total})`,
        aim: `${m.targetPercent}%`,
        reached: d.percent === null ? undefined : Math.min(1, d.percent / m.targetPercent),
        weight: 30,
      }
    }),
  ]
  const scored = parts.filter((p) => p.reached !== undefined)
  const weights = scored.reduce((s, p) => s + p.weight, 0)
  const score = weights === 0 ? undefined : Math.round((scored.reduce((s, p) => s + p.weight * (p.reached ?? 0), 0) / weights) * 100)
  return { score, parts, from, to: today }
}
