import { useState } from 'react'
import type { DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import type { MyPerformance } from '../../core/performance/performance'
import {
  PERF_BY_DAY,
  PERF_CASH,
  PERF_DAY,
  PERF_FIGURES,
  PERF_LEADS_CONVERTED,
  PERF_LEADS_CONVERTED_HINT,
  PERF_LOADING,
  PERF_PITCHES,
  PERF_PT_SESSIONS,
  PERF_REVENUE,
  PERF_SALES,
  dashboardSpan,
  perfWho,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { countWords, dayWords, moneyWords, shortDayWords } from '../dashboards/dashboard-format'
import { DayChart } from '../dashboards/day-chart'
import { RangeChoice } from '../dashboards/range-choice'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { DataTable } from '../widgets/data-table'
import { FiguresPanel, Lead, TitledPanel } from '../widgets/figure-panels'

/**
 * /cm-performance (My Performance): the signed-in staff member's own figures at the selected centre
 * over the dashboards' ranges (today, the last 7 / 10 / 30 days ending yesterday, month to date):
 * sales made, revenue and its cash part, pitches, leads converted, the centre's PT sessions, and
 * (over several days) their sales and revenue by day.
 */
export default function MyPerformanceScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const load = useUseCase('loadMyPerformance')
  const [range, setRange] = useState<DashboardRangeChoice>('today')
  const query = useUseCaseQuery(['performance', centre?.id, 'mine', range], () => load({ centreId: centre?.id ?? 0, range }), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <RangeChoice value={range} onChange={setRange} />
      <QueryBlock query={query} loadingLabel={PERF_LOADING}>
        {(m) => <Mine m={m} centreName={centre?.name ?? ''} />}
      </QueryBlock>
    </section>
  )
}

const Mine = ({ m, centreName }: { readonly m: MyPerformance; readonly centreName: string }) => {
  const span = dashboardSpan(dayWords(m.from), dayWords(m.to))
  return (
    <>
      <Lead>
        <strong>{perfWho(m.staffName, centreName)}</strong> <span data-testid="performance-span">{span}</span>
      </Lead>
      <FiguresPanel
        id="perf-figures"
        title={PERF_FIGURES}
        figures={[
          { label: PERF_SALES, value: countWords(m.sales) },
          { label: PERF_REVENUE, value: moneyWords(m.revenue) },
          { label: PERF_CASH, value: moneyWords(m.cashRevenue) },
          { label: PERF_PITCHES, value: countWords(m.pitches) },
          { label: PERF_LEADS_CONVERTED, value: countWords(m.leadsConverted), hint: PERF_LEADS_CONVERTED_HINT },
          { label: PERF_PT_SESSIONS, value: countWords(m.ptSessions) },
        ]}
      />
      {m.days.length < 2 ? null : (
        <TitledPanel id="perf-days" title={PERF_BY_DAY}>
          <DayChart
            days={m.days.map((d) => ({ day: d.day, visits: d.sales, sales: d.sales, revenue: d.revenue }))}
            visitsLabel={PERF_SALES}
            summary={`${PERF_BY_DAY}, ${span}: ${countWords(m.sales)} ${PERF_SALES.toLowerCase()}, ${moneyWords(m.revenue)}`}
          />
          <DataTable
            caption={PERF_BY_DAY}
            maxHeight={360}
            rows={m.days}
            rowKey={(d) => d.day}
            columns={[
              { key: 'day', header: PERF_DAY, rowHeader: true, cell: (d) => shortDayWords(d.day) },
              { key: 'sales', header: PERF_SALES, numeric: true, cell: (d) => countWords(d.sales) },
              { key: 'revenue', header: PERF_REVENUE, numeric: true, cell: (d) => moneyWords(d.revenue) },
            ]}
          />
        </TitledPanel>
      )}
    </>
  )
}
