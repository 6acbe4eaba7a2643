import { useState } from 'react'
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
import { PageTitle } from '../widgets/page-title'
import { Bar, Figure, Figures, Lead, Panel, Scroll, Table } from '../widgets/figure-panels'
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
      <Lead>
        {centreName === '' ? null : <strong>{centreName}</strong>} <span data-testid="dashboard-span">{span}</span>
      </Lead>
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
