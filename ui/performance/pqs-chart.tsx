import type { PqsMetricDay } from '../../core/performance/performance'
import { PQS_TARGET, PQS_VALUE } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { DayLineChart } from '../widgets/day-line-chart'

const PERCENT: readonly [number, number] = [0, 100]
const percent = (v: number): string => `${v}%`

/** A PQS metric's share by day (percent; a day with no records is a gap) against its target. */
export const PqsChart = ({ days, targetPercent, summary }: { readonly days: readonly PqsMetricDay[]; readonly targetPercent: number; readonly summary: string }) => (
  <DayLineChart
    days={days.map((d) => d.day)}
    summary={summary}
    yRange={PERCENT}
    yFormat={percent}
    lines={[
      { legend: `${PQS_VALUE} (%)`, values: days.map((d) => d.percent ?? null), colour: theme.color.primary, points: true },
      { legend: `${PQS_TARGET} (${targetPercent}%)`, values: days.map(() => targetPercent), colour: theme.color.success, dashed: true },
    ]}
  />
)
