import type { DashboardDay } from '../../core/dashboard/dashboard'
import { DASHBOARD_REVENUE } from '../../core/shared/messages'
import { paiseToRupees } from '../../core/shared/money'
import { theme } from '../theme/theme'
import { DayLineChart } from '../widgets/day-line-chart'
import { formatCount } from '../../core/shared/display-format'

const rupees = (v: number): string => `₹${formatCount(v)}`

/** Visits and revenue per day (revenue on its own right-hand axis, in rupees). */
export const DayChart = ({ days, visitsLabel, summary }: { readonly days: readonly DashboardDay[]; readonly visitsLabel: string; readonly summary: string }) => (
  <DayLineChart
    days={days.map((d) => d.day)}
    summary={summary}
    lines={[
      { legend: visitsLabel, values: days.map((d) => d.visits), colour: theme.color.primary, points: true },
      {
        legend: `${DASHBOARD_REVENUE} (₹)`,
        values: days.map((d) => paiseToRupees(d.revenue)),
        colour: theme.color.success,
        dashed: true,
        points: true,
        rightAxis: { format: rupees, size: 76 },
      },
    ]}
  />
)
