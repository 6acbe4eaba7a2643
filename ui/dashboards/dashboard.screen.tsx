import { useState } from 'react'
import type { DashboardSummary } from '../../core/dashboard/dashboard'
import { type DashboardRangeChoice, dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { visitKindAt } from '../../core/dashboard/visit-kind.rule'
import type { Centre } from '../../core/centre/centre'
import type { EpochMs } from '../../core/shared/brands'
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
import { DataTable } from '../widgets/data-table'
import { type FigureFacts, FiguresPanel, Lead, TitledPanel } from '../widgets/figure-panels'
import { QueryBlock } from '../widgets/query-block'
import { countWords, dayWords, moneyWords, shortDayWords } from './dashboard-format'
import { DayChart } from './day-chart'
import { RangeChoice } from './range-choice'

const visitsLabelOf = (kind: DashboardSummary['visitKind']): string => (kind === 'PLAY_BOOKINGS' ? DASHBOARD_PLAY_BOOKINGS : DASHBOARD_CHECK_INS)

/** The headline figures, labelled; their values once the answer is in (undefined before: the frame). */
const figuresOf = (visits: string, s: DashboardSummary | undefined): readonly FigureFacts[] => [
  { label: visits, value: s && countWords(s.visits) },
  { label: DASHBOARD_SALES, value: s && countWords(s.sales) },
  { label: DASHBOARD_REVENUE, value: s && moneyWords(s.revenue) },
  { label: DASHBOARD_PT_SESSIONS, value: s && countWords(s.ptSessions) },
  { label: DASHBOARD_LEADS_DUE, value: s && countWords(s.leadsDue), hint: DASHBOARD_LEADS_DUE_HINT },
  { label: DASHBOARD_RENEWALS_DUE, value: s && countWords(s.renewalsDue), hint: DASHBOARD_RENEWALS_DUE_HINT },
]

/** Whose figures, over which days. */
const SummaryLead = ({ centreName, span }: { readonly centreName: string; readonly span: string }) => (
  <Lead>
    {centreName === '' ? null : <strong>{centreName}</strong>} <span data-testid="dashboard-span">{span}</span>
  </Lead>
)

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
  const now = useUseCase('now')()
  const [range, setRange] = useState<DashboardRangeChoice>('today')
  const query = useUseCaseQuery(['dashboards', centre?.id, 'summary', range], () => loadDashboard({ centreId: centre?.id ?? 0, range }), { enabled: centre !== undefined })

  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <RangeChoice value={range} onChange={setRange} />
      <QueryBlock query={query} loadingLabel={DASHBOARD_LOADING} frame={centre === undefined ? undefined : <SummaryFrame centre={centre} range={range} now={now} />}>
        {(s) => <Summary s={s} centreName={centre?.name ?? ''} />}
      </QueryBlock>
    </section>
  )
}

/**
 * The summary's lasting frame while its answer loads: whose figures over which days, and the
 * figures' labels and hints where their values will be (the figures then fill in, nothing moves).
 */
const SummaryFrame = ({ centre, range, now }: { readonly centre: Centre; readonly range: DashboardRangeChoice; readonly now: EpochMs }) => {
  const days = dashboardDays(range, now)
  return (
    <>
      <SummaryLead centreName={centre.name} span={dashboardSpan(dayWords(days.from), dayWords(days.to))} />
      <FiguresPanel id="dash-figures" title={DASHBOARD_FIGURES} figures={figuresOf(visitsLabelOf(visitKindAt(centre)), undefined)} />
    </>
  )
}

const Summary = ({ s, centreName }: { readonly s: DashboardSummary; readonly centreName: string }) => {
  const visits = visitsLabelOf(s.visitKind)
  const inBuckets = s.visitsByTimeOfDay.reduce((n, b) => n + b.count, 0)
  const most = Math.max(1, ...s.visitsByTimeOfDay.map((b) => b.count))
  const span = dashboardSpan(dayWords(s.from), dayWords(s.to))
  return (
    <>
      <SummaryLead centreName={centreName} span={span} />
      <FiguresPanel id="dash-figures" title={DASHBOARD_FIGURES} figures={figuresOf(visits, s)} />
      <TitledPanel id="dash-buckets" title={dashboardByTimeOfDay(visits)}>
        <DataTable
          caption={dashboardByTimeOfDay(visits)}
          labelledBy="dash-buckets"
          rowKey={(b) => b.key}
          rows={[
            ...s.visitsByTimeOfDay.map((b) => ({ key: String(b.fromHour), label: bucketWords(b.fromHour, b.toHour), count: b.count, share: b.count / most })),
            ...(s.visits === inBuckets ? [] : [{ key: 'outside', label: DASHBOARD_OUTSIDE_BUCKETS, count: s.visits - inBuckets, share: undefined }]),
          ]}
          columns={[
            { key: 'when', header: DASHBOARD_TIME_OF_DAY, rowHeader: true, cell: (b) => b.label },
            { key: 'count', header: visits, bar: (b) => b.share, cell: (b) => countWords(b.count) },
          ]}
        />
      </TitledPanel>
      {s.days.length < 2 ? null : (
        <TitledPanel id="dash-days" title={dashboardByDay(visits)}>
          <DayChart days={s.days} visitsLabel={visits} summary={`${dashboardByDay(visits)}, ${span}: ${countWords(s.visits)} ${visits.toLowerCase()}, ${moneyWords(s.revenue)}`} />
          <DataTable
            caption={dashboardByDay(visits)}
            maxHeight={360}
            rows={s.days}
            rowKey={(d) => d.day}
            columns={[
              { key: 'day', header: DASHBOARD_DAY, rowHeader: true, cell: (d) => shortDayWords(d.day) },
              { key: 'visits', header: visits, numeric: true, cell: (d) => countWords(d.visits) },
              { key: 'sales', header: DASHBOARD_SALES, numeric: true, cell: (d) => countWords(d.sales) },
              { key: 'revenue', header: DASHBOARD_REVENUE, numeric: true, cell: (d) => moneyWords(d.revenue) },
            ]}
          />
        </TitledPanel>
      )}
    </>
  )
}
