import { useState } from 'react'
import styled from 'styled-components'
import { hasPermission } from '../../../core/access/permission.rule'
import type { Centre } from '../../../core/centre/centre'
import { epochMs } from '../../../core/shared/brands'
import {
  CALL_INTENT_NO,
  CALL_INTENT_PURCHASE,
  CALL_INTENT_TRIAL,
  CALL_INTENT_WALKIN,
  CALL_INTENT_YES,
  CALL_SUMMARY_TITLE,
  CALL_TRAIL_TITLE,
  EMPTY_CALL_TRAILS,
  EMPTY_TABLE,
  NO_CALL_SUMMARY,
  RESOLVE,
  TASK_CALL,
  TASK_DUE_LABELS,
  TASK_FILTER_ALL_STATUSES,
  TASK_FILTER_ANY_TIME,
  TASK_FILTER_DUE,
  TASK_FILTER_STATUS,
  TASK_NEXT_PAGE,
  TASK_NOT_DUE,
  TASK_PREVIOUS_PAGE,
  TASK_SEARCH,
  TASK_SEARCH_HINT,
  TASK_SHOW_CALLS,
  taskCallBackAt,
  taskCallFor,
  taskCallsOf,
  taskCountLine,
  taskExpires,
  taskPageOf,
  taskResolveFor,
  userIdLabel,
} from '../../../core/shared/messages'
import { OPEN_TASK_STATUS } from '../../../core/task/task'
import { TASK_DUE_FILTERS, type CallInteraction, type CentreTask, type TaskDue } from '../../../core/task/task-desk'
import { CENTRE_TASKS_PAGE_SIZE, pageCount, taskDueState, taskDueTime } from '../../../core/task/task-due.rule'
import { SEARCH_DEBOUNCE_MS } from '../../../core/shared/constants'
import { useDebounced } from '../../widgets/use-debounced'
import { useUseCase } from '../../app/use-cases.context'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { useCurrentRoute } from '../../shell/current-route.context'
import { useStaffAccess } from '../../shell/staff-access.context'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { CallTrailEntries } from '../../widgets/call-trail-entries'
import { centreDateTime, inWords } from '../../widgets/centre-format'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { ResolveTaskModal } from '../../widgets/resolve-task-modal'
import { EntryTop, TimelineList } from '../../widgets/timeline-list'

/** Query keys of /crmTasks: ['crm-tasks', centre, block, ...]; an action invalidates the centre's prefix. */
const keys = {
  centre: (centreId: number) => ['crm-tasks', centreId] as const,
  list: (centreId: number, status: string, due: string, search: string, cursor: string | undefined) => ['crm-tasks', centreId, 'list', status, due, search, cursor ?? ''] as const,
  trail: (centreId: number, uuid: string) => ['crm-tasks', centreId, 'trail', uuid] as const,
  summary: (centreId: number, uuid: string) => ['crm-tasks', centreId, 'summary', uuid] as const,
}

/**
 * /crmTasks (CULT or HYBRID centres, a cult employee id): the selected centre's follow-up tasks,
 * soonest due first, 10 a page ('current / total'), filtered by status and by when the next call
 * is due (overdue, due today, upcoming), searched by customer, user id or campaign after 300 ms of
 * quiet; the server pages, filters and searches (docs/api/paging.md). Each task can be resolved (Resolve Task), called for
 * ('Call Successfully initiated.' / 'Call Failed'), and opened to its call trail and its calls'
 * summary timeline (trial, walk-in and purchase intent).
 */
export default function CrmTasksScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const access = state.status === 'ready' ? state.access : undefined
  const centre = access?.selected
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {centre === undefined || access === undefined ? null : <TaskList key={centre.id} centre={centre} canResolve={hasPermission(access.permissions, 'CRM_TASKS', 'EDIT')} />}
    </section>
  )
}

const TaskList = ({ centre, canResolve }: { readonly centre: Centre; readonly canResolve: boolean }) => {
  const load = useUseCase('loadCentreTaskPage')
  const now = useUseCase('now')
  const [status, setStatus] = useState('')
  const [due, setDue] = useState<TaskDue | ''>('')
  const [text, setText] = useState('')
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  // The cursors of the pages read so far (the first page has none): Next adds the page's next, Previous goes back one.
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined])
  const [searched, setSearched] = useState(search)
  if (searched !== search) {
    setSearched(search)
    setCursors([undefined])
  }
  const cursor = cursors[cursors.length - 1]
  const [resolving, setResolving] = useState<CentreTask | undefined>(undefined)
  const list = useUseCaseQuery(keys.list(centre.id, status, due, search, cursor), () =>
    load({
      centreId: centre.id,
      pageSize: CENTRE_TASKS_PAGE_SIZE,
      ...(status === '' ? {} : { status }),
      ...(due === '' ? {} : { due }),
      ...(search === '' ? {} : { search }),
      ...(cursor === undefined ? {} : { cursor }),
    }),
  )
  const statuses = list.data?.statuses ?? (status === '' ? [] : [status])
  const page = cursors.length
  return (
    <>
      <Filters aria-label="Filters">
        <label>
          {TASK_FILTER_STATUS}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value)
              setCursors([undefined])
            }}
          >
            <option value="">{TASK_FILTER_ALL_STATUSES}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {inWords(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {TASK_FILTER_DUE}
          <select
            value={due}
            onChange={(e) => {
              setDue(e.target.value as TaskDue | '')
              setCursors([undefined])
            }}
          >
            <option value="">{TASK_FILTER_ANY_TIME}</option>
            {TASK_DUE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {TASK_DUE_LABELS[d]}
              </option>
            ))}
          </select>
        </label>
        <SearchLabel>
          {TASK_SEARCH}
          <input type="search" value={text} placeholder={TASK_SEARCH_HINT} onChange={(e) => setText(e.target.value)} />
        </SearchLabel>
      </Filters>
      <QueryBlock query={list} empty={{ when: (p) => p.total === 0, message: EMPTY_TABLE }}>
        {(p) => {
          const pages = pageCount(p.total, p.pageSize)
          return (
            <>
              <Count role="status">{taskCountLine(p.total)}</Count>
              <Cards aria-label={route(page, pages)}>
                {p.tasks.map((t) => (
                  <TaskCard key={t.uuid} task={t} centre={centre} now={now()} canResolve={canResolve} onResolve={() => setResolving(t)} />
                ))}
              </Cards>
              <Pager aria-label="Pages">
                <Button type="button" $variant="secondary" disabled={page <= 1 || list.isFetching} onClick={() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c))}>
                  {TASK_PREVIOUS_PAGE}
                </Button>
                <span aria-live="polite">{taskPageOf(page, pages)}</span>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={p.next === undefined || list.isFetching}
                  onClick={() => {
                    const next = p.next
                    if (next !== undefined) setCursors((c) => [...c, next])
                  }}
                >
                  {TASK_NEXT_PAGE}
                </Button>
              </Pager>
            </>
          )
        }}
      </QueryBlock>
      {resolving === undefined ? null : (
        <ResolveTaskModal task={resolving} now={now()} onClose={() => setResolving(undefined)} invalidates={() => [keys.centre(centre.id)]} />
      )}
    </>
  )
}

const route = (page: number, total: number): string => `Tasks, page ${taskPageOf(page, total)}`

const dueLine = (t: CentreTask, now: number): string => {
  const at = taskDueTime(t)
  if (at === undefined) return TASK_NOT_DUE
  const state = taskDueState(at, epochMs(now))
  const when = centreDateTime(at)
  const label = state === undefined ? '' : ` · ${TASK_DUE_LABELS[state]}`
  return t.status === OPEN_TASK_STATUS ? `${when}${label}` : `${taskCallBackAt(when)}${label}`
}

const TaskCard = ({
  task: t,
  centre,
  now,
  canResolve,
  onResolve,
}: {
  readonly task: CentreTask
  readonly centre: Centre
  readonly now: number
  readonly canResolve: boolean
  readonly onResolve: () => void
}) => {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const callForTask = useUseCase('callForTask')
  const call = useUseCaseMutation((x: CentreTask) => callForTask(x.uuid, x.userId), {
    invalidates: () => [keys.trail(centre.id, t.uuid)],
    onSuccess: (r) => {
      toast.success(r.message)
      setOpen(true)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  const state = taskDueState(taskDueTime(t), epochMs(now))
  return (
    <Card aria-label={`${t.customerName}, ${t.campaignName}`}>
      <div>
        <strong>{t.customerName}</strong>
        <small>{userIdLabel(t.userId)}</small>
      </div>
      <div>
        <span>{t.campaignName}</span>
        <small>
          {inWords(t.status)}
          {t.subStatus === undefined ? '' : ` · ${inWords(t.subStatus)}`}
          {t.followUp === undefined ? '' : ` · ${inWords(t.followUp.leadReactivateType)}`}
        </small>
        {t.remark === undefined ? null : <small>{t.remark}</small>}
      </div>
      <div>
        <Due data-due={state ?? 'NONE'}>{dueLine(t, now)}</Due>
        <small>{taskExpires(centreDateTime(t.expiryTime))}</small>
      </div>
      <Actions>
        {canResolve && t.status === OPEN_TASK_STATUS ? (
          <Button type="button" onClick={onResolve} aria-label={taskResolveFor(t.customerName)}>
            {RESOLVE}
          </Button>
        ) : null}
        <Button type="button" $variant="secondary" disabled={call.isPending} onClick={() => call.mutate(t)} aria-label={taskCallFor(t.customerName)}>
          {TASK_CALL}
        </Button>
        <Button type="button" $variant="secondary" aria-expanded={open} aria-label={taskCallsOf(t.customerName)} onClick={() => setOpen((o) => !o)}>
          {TASK_SHOW_CALLS}
        </Button>
      </Actions>
      {open ? <TaskCalls task={t} centre={centre} /> : null}
    </Card>
  )
}

/** A task's call trail (callTrailV2) beside its calls' summary timeline. */
const TaskCalls = ({ task, centre }: { readonly task: CentreTask; readonly centre: Centre }) => {
  const loadTrail = useUseCase('loadCallTrail')
  const loadSummary = useUseCase('loadCallSummary')
  const trail = useUseCaseQuery(keys.trail(centre.id, task.uuid), () => loadTrail(task.uuid))
  const summary = useUseCaseQuery(keys.summary(centre.id, task.uuid), () => loadSummary(task.uuid))
  return (
    <Calls>
      <section aria-label={`${CALL_TRAIL_TITLE}: ${task.customerName}`}>
        <h3>{CALL_TRAIL_TITLE}</h3>
        <QueryBlock query={trail} empty={{ when: (c) => c.all.length === 0, message: EMPTY_CALL_TRAILS }}>
          {(c) => <CallTrailEntries entries={c.all} />}
        </QueryBlock>
      </section>
      <section aria-label={`${CALL_SUMMARY_TITLE}: ${task.customerName}`}>
        <h3>{CALL_SUMMARY_TITLE}</h3>
        <QueryBlock query={summary} empty={{ when: (s) => s.length === 0, message: NO_CALL_SUMMARY }}>
          {(s) => <SummaryTimeline interactions={s} />}
        </QueryBlock>
      </section>
    </Calls>
  )
}

const Intent = ({ label, on }: { readonly label: string; readonly on: boolean }) => (
  <Chip data-on={on}>
    {label}: {on ? CALL_INTENT_YES : CALL_INTENT_NO}
  </Chip>
)

const SummaryTimeline = ({ interactions }: { readonly interactions: readonly CallInteraction[] }) => (
  <TimelineList>
    {interactions.map((x, i) => (
      <li key={`${x.interactionTime}-${i}`}>
        <EntryTop>
          <strong>{x.interactionComment}</strong>
          <time dateTime={new Date(x.interactionTime).toISOString()}>{centreDateTime(x.interactionTime)}</time>
        </EntryTop>
        {x.summary === undefined ? (
          <small>{NO_CALL_SUMMARY}</small>
        ) : (
          <>
            <span>{x.summary.context}</span>
            <Chips>
              <Intent label={CALL_INTENT_TRIAL} on={x.summary.isTrialIntent} />
              <Intent label={CALL_INTENT_WALKIN} on={x.summary.isWalkinIntent} />
              <Intent label={CALL_INTENT_PURCHASE} on={x.summary.isPurchaseIntent} />
            </Chips>
          </>
        )}
      </li>
    ))}
  </TimelineList>
)

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin-bottom: 14px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 14px;
  }
  select,
  input {
    font: inherit;
    padding: 8px 10px;
    min-width: 180px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`
/** The search takes the row's room left (its hint is longer than a filter's), down to a phone's width. */
const SearchLabel = styled.label`
  flex: 1 1 260px;
  max-width: 420px;
  && input {
    min-width: 0;
    width: 100%;
    box-sizing: border-box;
  }
`
const Count = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
`
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`
const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1.7fr) minmax(0, 1.7fr) 15.5rem;
  align-items: center;
  gap: 8px 16px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${theme.color.muted};
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Due = styled.span`
  font-weight: 600;
  &[data-due='OVERDUE'] {
    color: ${theme.color.danger};
  }
  &[data-due='TODAY'] {
    color: ${theme.color.successStrong};
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
  @media (max-width: ${theme.phone}) {
    justify-content: flex-start;
  }
`
const Calls = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  h3 {
    margin: 4px 0 8px;
    font-size: 15px;
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
`
const Chip = styled.span`
  font-size: 12px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.muted};
  &[data-on='true'] {
    background: ${theme.color.successSoft};
    border-color: ${theme.color.success};
    color: ${theme.color.successStrong};
    font-weight: 600;
  }
`
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
`
