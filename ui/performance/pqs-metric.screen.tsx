import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import type { PqsMetricDetail } from '../../core/performance/performance'
import {
  PQS_COUNTED,
  PQS_DAY,
  PQS_DEFINITION,
  PQS_LOADING,
  PQS_METRIC_NOT_FOUND,
  PQS_NO_DATA,
  PQS_OTHER_METRICS,
  PQS_OVER_TIME,
  PQS_ROWS,
  PQS_TARGET,
  PQS_TOTAL,
  PQS_VALUE,
  dashboardSpan,
  pqsChartSummary,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { countWords, dayWords, shortDayWords } from '../dashboards/dashboard-format'
import { RangeChoice } from '../dashboards/range-choice'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { DataTable } from '../widgets/data-table'
import { Figure, Figures, Lead, Panel } from '../widgets/figure-panels'
import { PqsChart } from './pqs-chart'
import { PqsRows } from './pqs-rows'

const percentWords = (p: number | undefined): string => (p === undefined ? PQS_NO_DATA : `${p}%`)

/**
 * /PQS/metricDetails/:id: a PQS metric of the selected centre: its definition, its value against
 * its target, its share by day (chart and table) and the records behind it (newest first, 25 a page), over the dashboards' ranges (last 30 days by default). The other metrics are links.
 */
export default function PqsMetricScreen() {
  const { route, params } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const loadMetric = useUseCase('loadPqsMetric')
  const loadMetrics = useUseCase('loadPqsMetrics')
  const [range, setRange] = useState<DashboardRangeChoice>('last30Days')
  const metricId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : undefined
  const metrics = useUseCaseQuery(['performance', centre?.id, 'pqs-metrics'], () => loadMetrics(centre?.id ?? 0), { enabled: centre !== undefined })
  const detail = useUseCaseQuery(['performance', centre?.id, 'pqs', metricId, range], () => loadMetric({ centreId: centre?.id ?? 0, metricId: metricId ?? 0, range }), {
    enabled: centre !== undefined && metricId !== undefined,
  })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <QueryBlock query={metrics}>
        {(list) => (
          <Nav aria-label={PQS_OTHER_METRICS}>
            <ul>
              {list.map((m) => (
                <li key={m.id}>
                  <Link to={`/PQS/metricDetails/${m.id}`} aria-current={m.id === metricId ? 'page' : undefined}>
                    {m.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Nav>
        )}
      </QueryBlock>
      <RangeChoice value={range} onChange={setRange} />
      {metricId === undefined ? (
        <p role="alert">{PQS_METRIC_NOT_FOUND}</p>
      ) : (
        <QueryBlock query={detail} loadingLabel={PQS_LOADING}>
          {(d) => <Detail d={d} />}
        </QueryBlock>
      )}
    </section>
  )
}

const Detail = ({ d }: { readonly d: PqsMetricDetail }) => {
  const span = dashboardSpan(dayWords(d.from), dayWords(d.to))
  return (
    <>
      <Lead>
        <span data-testid="pqs-span">{span}</span>
      </Lead>
      <Panel aria-labelledby="pqs-figures">
        <h2 id="pqs-figures">{d.name}</h2>
        <Figures>
          <Figure label={PQS_VALUE} value={percentWords(d.percent)} />
          <Figure label={PQS_TARGET} value={`${d.targetPercent}%`} />
          <Figure label={PQS_COUNTED} value={countWords(d.counted)} />
          <Figure label={PQS_TOTAL} value={countWords(d.total)} />
        </Figures>
        <h3>{PQS_DEFINITION}</h3>
        <Definition>{d.definition}</Definition>
      </Panel>
      <Panel aria-labelledby="pqs-days">
        <h2 id="pqs-days">{PQS_OVER_TIME}</h2>
        <PqsChart days={d.days} targetPercent={d.targetPercent} summary={pqsChartSummary(d.name, percentWords(d.percent))} />
        <DataTable
          caption={PQS_OVER_TIME}
          maxHeight={360}
          rows={d.days}
          rowKey={(x) => x.day}
          columns={[
            { key: 'day', header: PQS_DAY, rowHeader: true, cell: (x) => shortDayWords(x.day) },
            { key: 'value', header: PQS_VALUE, numeric: true, cell: (x) => percentWords(x.percent) },
            { key: 'counted', header: PQS_COUNTED, numeric: true, cell: (x) => countWords(x.counted) },
            { key: 'total', header: PQS_TOTAL, numeric: true, cell: (x) => countWords(x.total) },
          ]}
        />
      </Panel>
      <Panel aria-labelledby="pqs-rows">
        <h2 id="pqs-rows">{PQS_ROWS}</h2>
        <PqsRows key={`${d.id}-${d.from}-${d.to}`} rows={d.rows} caption={PQS_ROWS} />
      </Panel>
    </>
  )
}

const Definition = styled.p`
  margin: 0;
  color: ${theme.color.text};
  max-width: 70ch;
`
const Nav = styled.nav`
  margin: -6px 0 14px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${theme.color.text};
    text-decoration: none;
  }
`
