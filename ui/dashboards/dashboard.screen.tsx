import { useState } from 'react'
import styled from 'styled-components'
import type { DashboardSummary } from '../../core/dashboard/dashboard'
import type { DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import { bucketWords } from '../../core/dashboard/time-of-day.rule'
import {
  DASHBOARD_CHECK_INS,
  DASHBOARD_DAY,
  DASHBOARD_FIGURES,
  DASHBOARD_LEADS_DUE,
  DASHBOARD_LEADS_DUE_HINT,
  DASHBOARD_LOADING,
  DASHBOARD_OUTSIDE_BUCKETS,
  DASHBOARD_PLAY_BOOKINGS,
  DASHBOARD_PT_SESSIONS,
  DASHBOARD_RENEWALS_DUE,
  DASHBOARD_RENEWALS_DUE_HINT,
  DASHBOARD_REVENUE,
  DASHBOARD_SALES,
  DASHBOARD_TIME_OF_DAY,
  dashboardByDay,
  dashboardByTimeOfDay,
  dashboardSpan,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { countWords, dayWords, moneyWords, shortDayWords } from './dashboard-format'
import { DayChart } from './day-chart'
import { RangeChoice } from './range-choice'

const visitsLabelOf = (s: DashboardSummary): string => (s.visitKind === 'PLAY_BOOKINGS' ? DASHBOARD_PLAY_BOOKINGS : DASHBOARD_CHECK_INS)

/**
 * /dash (Dashboard), /dashboard (Overall Dashboard) and /homepage (Play Dashboard): the selected
 * centre's numbers at a glance (part 3 §2, §9): today, or the last 7 / 10 / 30 days ending
 * yesterday, or month to date. Visits by time-of-day bucket, sales and revenue, PT sessions,
 * leads due and renewals due, and (over several days) a chart and table by day.
 */
export default function DashboardScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const loadDashboard = useUseCase('loadDashboard')
  const [range, setRange] = useState<DashboardRangeChoice>('today')
  const query = useUseCaseQuery(['dashboards', centre?.id, 'summary', range], () => loadDashboard({ centreId: centre?.id ?? 0, range }), { enabled: centre !== undefined })

  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <RangeChoice value={range} onChange={setRange} />
      <QueryBlock query={query} loadingLabel={DASHBOARD_LOADING}>
        {(s) => <Summary s={s} centreName={centre?.name ?? ''} />}
      </QueryBlock>
    </section>
  )
}

const Summary = ({ s, centreName }: { readonly s: DashboardSummary; readonly centreName: string }) => {
  const visits = visitsLabelOf(s)
  const inBuckets = s.visitsByTimeOfDay.reduce((n, b) => n + b.count, 0)
  const most = Math.max(1, ...s.visitsByTimeOfDay.map((b) => b.count))
  const span = dashboardSpan(dayWords(s.from), dayWords(s.to))
  return (
    <>
      <Span>
        {centreName === '' ? null : <strong>{centreName}</strong>} <span data-testid="dashboard-span">{span}</span>
      </Span>
      <Panel aria-labelledby="dash-figures">
        <h2 id="dash-figures">{DASHBOARD_FIGURES}</h2>
        <Figures>
          <Figure label={visits} value={countWords(s.visits)} />
          <Figure label={DASHBOARD_SALES} value={countWords(s.sales)} />
          <Figure label={DASHBOARD_REVENUE} value={moneyWords(s.revenue)} />
          <Figure label={DASHBOARD_PT_SESSIONS} value={countWords(s.ptSessions)} />
          <Figure label={DASHBOARD_LEADS_DUE} value={countWords(s.leadsDue)} hint={DASHBOARD_LEADS_DUE_HINT} />
          <Figure label={DASHBOARD_RENEWALS_DUE} value={countWords(s.renewalsDue)} hint={DASHBOARD_RENEWALS_DUE_HINT} />
        </Figures>
      </Panel>
      <Panel aria-labelledby="dash-buckets">
        <h2 id="dash-buckets">{dashboardByTimeOfDay(visits)}</h2>
        <Table $barColumn>
          <thead>
            <tr>
              <th scope="col">{DASHBOARD_TIME_OF_DAY}</th>
              <th scope="col">{visits}</th>
            </tr>
          </thead>
          <tbody>
            {s.visitsByTimeOfDay.map((b) => (
              <tr key={b.fromHour}>
                <th scope="row">{bucketWords(b.fromHour, b.toHour)}</th>
                <td>
                  <Bar aria-hidden="true" style={{ width: `${(b.count / most) * 100}%` }} />
                  <span>{countWords(b.count)}</span>
                </td>
              </tr>
            ))}
            {s.visits === inBuckets ? null : (
              <tr>
                <th scope="row">{DASHBOARD_OUTSIDE_BUCKETS}</th>
                <td>
                  <span>{countWords(s.visits - inBuckets)}</span>
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </Panel>
      {s.days.length < 2 ? null : (
        <Panel aria-labelledby="dash-days">
          <h2 id="dash-days">{dashboardByDay(visits)}</h2>
          <DayChart days={s.days} visitsLabel={visits} summary={`${dashboardByDay(visits)}, ${span}: ${countWords(s.visits)} ${visits.toLowerCase()}, ${moneyWords(s.revenue)}`} />
          {/* Scrolls on its own: focusable so the keyboard can scroll it too. */}
          <Scroll tabIndex={0} role="group" aria-label={dashboardByDay(visits)}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{DASHBOARD_DAY}</th>
                  <th scope="col">{visits}</th>
                  <th scope="col">{DASHBOARD_SALES}</th>
                  <th scope="col">{DASHBOARD_REVENUE}</th>
                </tr>
              </thead>
              <tbody>
                {s.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{shortDayWords(d.day)}</th>
                    <td>{countWords(d.visits)}</td>
                    <td>{countWords(d.sales)}</td>
                    <td>{moneyWords(d.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </Panel>
      )}
    </>
  )
}

const Figure = ({ label, value, hint }: { readonly label: string; readonly value: string; readonly hint?: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
    {hint === undefined ? null : <Hint>{hint}</Hint>}
  </div>
)

const Span = styled.p`
  margin: -8px 0 14px;
  color: ${theme.color.muted};
  strong {
    color: ${theme.color.text};
  }
`
const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px 18px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
`
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  @media (max-width: ${theme.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
  gap: 12px;
  margin: 0;
  > div {
    background: ${theme.color.surfaceMuted};
    border-radius: 8px;
    padding: 12px 14px;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 24px;
    font-weight: 700;
    white-space: nowrap;
    @media (max-width: ${theme.phone}) {
      font-size: 19px;
    }
    color: ${theme.color.text};
    overflow-wrap: anywhere;
  }
`
const Hint = styled.dd`
  && {
    margin: 4px 0 0;
    font-size: 12px;
    font-weight: 400;
    white-space: normal;
    color: ${theme.color.muted};
  }
`
const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-top: 12px;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
const Table = styled.table<{ $barColumn?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 7px 8px;
    border-bottom: 1px solid ${theme.color.border};
  }
  thead th {
    color: ${theme.color.muted};
    font-weight: 600;
    position: sticky;
    top: 0;
    background: ${theme.color.surface};
  }
  tbody th {
    font-weight: 500;
    white-space: nowrap;
  }
  td {
    position: relative;
    width: ${(p) => (p.$barColumn === true ? '60%' : 'auto')};
    font-variant-numeric: tabular-nums;
  }
  td span {
    position: relative;
    font-variant-numeric: tabular-nums;
  }
`
const Bar = styled.i`
  position: absolute;
  left: 0;
  top: 6px;
  bottom: 6px;
  background: ${theme.color.primarySoft};
  border-radius: 4px;
`
