import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { ReportKind } from '../../core/reports/report'
import { REPORT_TITLES, REPORTS_OF_ROUTE, reportFileName } from '../../core/reports/report-catalogue'
import { reportRangeProblem } from '../../core/reports/report-query.rule'
import { addDays } from '../../core/shared/centre-day'
import { REPORT_FROM, REPORT_LOADING, REPORT_SHOW, REPORT_TO } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ReportTable } from '../widgets/report-table'
import { isPagedReport } from '../../core/reports/report-paging.rule'
import { PagedReport } from './paged-report'

type Range = { readonly from: string; readonly to: string }

/** The days a report opens on: the last 30 days, today included (a sale made today shows at once). */
export const defaultReportRange = (today: string): Range => ({ from: addDays(today, -29), to: today })

/** One report of a centre over a range of days, in the report table. */
const ReportBlock = ({ kind, centreId, range }: { readonly kind: ReportKind; readonly centreId: number; readonly range: Range }) =>
  isPagedReport(kind) ? (
    <PagedReport kind={kind} centreId={centreId} range={range} caption={(from, to) => `${REPORT_TITLES[kind]}, ${from} to ${to}`} fileName={reportFileName(kind, range.from, range.to)} />
  ) : (
    <WholeReport kind={kind} centreId={centreId} range={range} />
  )

/** A report of at most a row a day (or answered whole): the table pages, sorts and searches it in the page. */
const WholeReport = ({ kind, centreId, range }: { readonly kind: ReportKind; readonly centreId: number; readonly range: Range }) => {
  const runReport = useUseCase('runReport')
  const query = useUseCaseQuery(['reports', centreId, kind, range], () => runReport({ kind, centreId, from: range.from, to: range.to }))
  return (
    <QueryBlock query={query} loadingLabel={REPORT_LOADING}>
      {(report) => (
        <ReportTable
          caption={`${REPORT_TITLES[kind]}, ${report.from} to ${report.to}`}
          columns={report.columns}
          rows={report.rows}
          fileName={reportFileName(kind, report.from, report.to)}
        />
      )}
    </QueryBlock>
  )
}

/**
 * Every report route (part 3 §2): the route's report, or on the settlements screen its six
 * reports as tabs, for the selected centre and a range of days (From, To; the last 30 days at first).
 */
export default function ReportScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const today = useUseCase('centreToday')()
  const kinds = REPORTS_OF_ROUTE[route.path] ?? []
  const [range, setRange] = useState<Range>(() => defaultReportRange(today))
  const [draft, setDraft] = useState<Partial<Range>>(range)
  const [problem, setProblem] = useState<string | undefined>()
  const [tab, setTab] = useState<ReportKind | undefined>(kinds[0])
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useUniqueId()
  if (state.status !== 'ready' || state.access.selected === undefined || tab === undefined) return null
  const centre = state.access.selected

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const why = reportRangeProblem(draft.from ?? '', draft.to ?? '')
    setProblem(why)
    if (why === undefined && draft.from !== undefined && draft.to !== undefined) setRange({ from: draft.from, to: draft.to })
  }
  const onTabKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    e.preventDefault()
    const next = (i + step + kinds.length) % kinds.length
    setTab(kinds[next])
    tabs.current[next]?.focus()
  }

  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Sub>{centre.name}</Sub>
      <RangeForm onSubmit={submit} noValidate aria-describedby={problem === undefined ? undefined : `${id}-problem`}>
        <DatePicker label={REPORT_FROM} value={draft.from} max={today} onChange={(from) => setDraft((d) => ({ ...d, from }))} required />
        <DatePicker label={REPORT_TO} value={draft.to} max={today} onChange={(to) => setDraft((d) => ({ ...d, to }))} required />
        <Button type="submit">{REPORT_SHOW}</Button>
        {problem === undefined ? null : (
          <Problem id={`${id}-problem`} role="alert">
            {problem}
          </Problem>
        )}
      </RangeForm>
      {kinds.length > 1 ? (
        <Tabs role="tablist" aria-label={route.title}>
          {kinds.map((k, i) => (
            <Tab
              key={k}
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${k}`}
              aria-selected={k === tab}
              aria-controls={`${id}-panel`}
              tabIndex={k === tab ? 0 : -1}
              onClick={() => setTab(k)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {REPORT_TITLES[k]}
            </Tab>
          ))}
        </Tabs>
      ) : null}
      <div id={`${id}-panel`} {...(kinds.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${tab}` } : {})}>
        <ReportBlock key={`${tab}-${centre.id}`} kind={tab} centreId={centre.id} range={range} />
      </div>
    </section>
  )
}

const Sub = styled.p`
  margin: -12px 0 16px;
  color: ${theme.color.muted};
`
const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 20px;
  margin-bottom: 16px;
`
const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.color.danger};
`
const Tabs = styled.div`
  /* Every tab in sight: on a phone they wrap onto more lines rather than scroll out of view. */
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 12px;
  border-bottom: 1px solid ${theme.color.border};
`
const Tab = styled.button`
  flex: none;
  padding: 8px 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  color: ${theme.color.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.color.primary};
    border-bottom-color: ${theme.color.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`
