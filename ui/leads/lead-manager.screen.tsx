import { useMemo, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { Lead } from '../../core/lead/lead'
import { FOLLOW_UP_STATES, type FollowUpState, followUpState, leadSearchEnabled } from '../../core/lead/lead-follow-up.rule'
import { hasPermission } from '../../core/access/permission.rule'
import { LEAD_QUALITIES } from '../../core/shared/constants'
import type { EpochMs } from '../../core/shared/brands'
import {
  ANY,
  FILTER_FOLLOW_UP,
  FILTER_QUALITY,
  FOLLOW_UP_STATE_LABELS,
  LEAD_SEARCH_NOT_AT_CULT,
  LEADS_ASSIGNED_TO_ME,
  MY_LEADS_LABEL,
  NEXT_PAGE,
  NO_LEADS,
  PREVIOUS_PAGE,
  PT_LEAD,
  RECORD_PT_PITCH,
  SEARCH_LEADS_LABEL,
  UPDATE_LEAD,
  leadsShown,
  pageOf,
  userIdLabel,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { formatWhen } from './lead-format'
import { PtLeadModal } from './pt-lead-modal'
import { RecordLeadModal, leadsKey } from './record-lead-modal'
import { RecordPtPitchModal } from './record-pt-pitch-modal'
import { enumLabel } from '../../core/shared/enum-labels'
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import { useDebounced } from '../widgets/use-debounced'

/** My Leads' page size (the paging rule's MY_LEADS_PAGE_SIZE; a copy keeps the rule out of this chunk, a test holds them equal). */
const PAGE_SIZE = 20
const isFollowUpState = (s: string): s is FollowUpState => (FOLLOW_UP_STATES as readonly string[]).includes(s)

type Open = { readonly kind: 'lead' | 'pt-pitch' | 'pt-lead'; readonly lead: Lead }

/**
 * My Leads (/lead-manager): the selected centre's leads, overdue follow-ups first, filtered by
 * quality, follow-up state, owner and a search; each lead opens Record Lead ('Update Lead'),
 * Record PT Pitch and, for a PT lead, the PT Lead modal. Lead search runs only at non-CULT
 * centres once the staff member is loaded (part 3 §6).
 */
export default function LeadManagerScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const access = state.status === 'ready' ? state.access : undefined
  const centre = access?.selected
  const enabled = leadSearchEnabled(centre, access !== undefined)
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {centre !== undefined && !enabled ? <Note role="note">{LEAD_SEARCH_NOT_AT_CULT}</Note> : null}
      {centre !== undefined && enabled && access !== undefined ? (
        <LeadList key={centre.id} centre={centre} canEdit={hasPermission(access.permissions, 'CM_LEADS', 'EDIT')} />
      ) : null}
    </section>
  )
}

const LeadList = ({ centre, canEdit }: { readonly centre: Centre; readonly canEdit: boolean }) => {
  const csid = centre.centerServiceId
  const pageOfLeads = useUseCase('myLeadsPage')
  const now = useUseCase('now')()
  const [quality, setQuality] = useState('')
  const [stateFilter, setStateFilter] = useState('')
  const [mine, setMine] = useState(false)
  const [text, setText] = useState('')
  const settled = useDebounced(text, TABLE_SEARCH_DEBOUNCE_MS).trim()
  // The cursor of every page read so far (the first page has none): back is the one before.
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined])
  const [open, setOpen] = useState<Open | undefined>(undefined)
  // A new filter or search starts again on the first page.
  const filters = { quality, followUp: stateFilter, mine, search: settled }
  const [pagedFor, setPagedFor] = useState(filters)
  if (pagedFor.quality !== quality || pagedFor.followUp !== stateFilter || pagedFor.mine !== mine || pagedFor.search !== settled) {
    setPagedFor(filters)
    setCursors([undefined])
  }
  const cursor = cursors[cursors.length - 1]
  const leads = useUseCaseQuery([...leadsKey(csid), 'page', filters, cursor], () =>
    pageOfLeads({
      centerServiceId: csid,
      pageSize: PAGE_SIZE,
      ...(quality === '' ? {} : { quality }),
      ...(isFollowUpState(stateFilter) ? { followUp: stateFilter } : {}),
      ...(mine ? { mine: true } : {}),
      ...(settled === '' ? {} : { search: settled }),
      ...(cursor === undefined ? {} : { cursor }),
    }),
  )
  const shown = useMemo(() => (leads.data?.leads ?? []).map((l) => ({ lead: l, state: followUpState(l, now) })), [leads.data, now])
  const total = leads.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const current = cursors.length - 1
  const next = leads.data?.next
  const step = (by: 1 | -1) => {
    if (leads.isFetching) return
    if (by === -1) setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c))
    else if (next !== undefined) setCursors((c) => [...c, next])
  }
  const reset = <T,>(f: (v: T) => void) => (v: T) => f(v)
  return (
    <>
      <Toolbar>
        <input type="search" aria-label={SEARCH_LEADS_LABEL} placeholder={SEARCH_LEADS_LABEL} value={text} onChange={(e) => reset(setText)(e.target.value)} />
        <label>
          {FILTER_QUALITY}
          <select value={quality} onChange={(e) => reset(setQuality)(e.target.value)}>
            <option value="">{ANY}</option>
            {LEAD_QUALITIES.map((q) => (
              <option key={q} value={q}>
                {enumLabel('leadQuality', q)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {FILTER_FOLLOW_UP}
          <select value={stateFilter} onChange={(e) => reset(setStateFilter)(e.target.value)}>
            <option value="">{ANY}</option>
            {FOLLOW_UP_STATES.map((s) => (
              <option key={s} value={s}>
                {FOLLOW_UP_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={mine} onChange={(e) => reset(setMine)(e.target.checked)} />
          {LEADS_ASSIGNED_TO_ME}
        </label>
      </Toolbar>
      <QueryBlock query={leads}>
        {() =>
          shown.length === 0 ? (
            <Empty>{NO_LEADS}</Empty>
          ) : (
            <>
              <Count aria-live="polite">{leadsShown(total)}</Count>
              <Cards aria-label={MY_LEADS_LABEL}>
                {shown.map(({ lead, state }) => (
                  <LeadCard key={lead.leadId} lead={lead} state={state} canEdit={canEdit} onOpen={(kind) => setOpen({ kind, lead })} />
                ))}
              </Cards>
              {pages > 1 ? (
                <Pager aria-label="Pages">
                  <Button type="button" $variant="secondary" disabled={current === 0} onClick={() => step(-1)}>
                    {PREVIOUS_PAGE}
                  </Button>
                  <span>{pageOf(current + 1, pages)}</span>
                  <Button type="button" $variant="secondary" disabled={current >= pages - 1 || next === undefined} onClick={() => step(1)}>
                    {NEXT_PAGE}
                  </Button>
                </Pager>
              ) : null}
            </>
          )
        }
      </QueryBlock>
      {open?.kind === 'lead' ? <RecordLeadModal userId={open.lead.userId} centre={centre} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'pt-pitch' ? (
        <RecordPtPitchModal userId={open.lead.userId} centre={centre} {...customerNameOf(open.lead)} onClose={() => setOpen(undefined)} />
      ) : null}
      {open?.kind === 'pt-lead' ? <PtLeadModal userId={open.lead.userId} centre={centre} {...customerNameOf(open.lead)} onClose={() => setOpen(undefined)} /> : null}
    </>
  )
}

const customerNameOf = (l: Lead): { customerName?: string } => (l.customerName === undefined ? {} : { customerName: l.customerName })

const followUpText = (l: Lead, state: FollowUpState): string =>
  l.nextFollowUpTime === undefined ? FOLLOW_UP_STATE_LABELS.NONE : `${FOLLOW_UP_STATE_LABELS[state]} · ${formatWhen(l.nextFollowUpTime as EpochMs)}`

const LeadCard = ({ lead, state, canEdit, onOpen }: { readonly lead: Lead; readonly state: FollowUpState; readonly canEdit: boolean; readonly onOpen: (kind: Open['kind']) => void }) => {
  const name = lead.customerName ?? userIdLabel(lead.userId)
  const quality = lead.leadQuality ?? lead.leadType
  const active = lead.leadStatus === 'ACTIVE'
  return (
    <Card aria-label={`${name}, ${userIdLabel(lead.userId)}`}>
      <header>
        <strong>{name}</strong>
        <Badge data-quality={quality}>{enumLabel('leadQuality', quality)}</Badge>
      </header>
      <dl>
        <div>
          <dt>{userIdLabel(lead.userId).replace(` ${lead.userId}`, '')}</dt>
          <dd>{lead.userId}</dd>
        </div>
        <div>
          <dt>Lead</dt>
          <dd>{enumLabel('leadCategory', lead.leadCategory)}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{lead.assigneeName === '' ? '—' : lead.assigneeName}</dd>
        </div>
        <div>
          <dt>Next follow-up</dt>
          <dd data-state={state}>{followUpText(lead, state)}</dd>
        </div>
      </dl>
      {lead.comment === '' ? null : <Comment>{lead.commentTag === undefined ? '' : `${lead.commentTag}: `}{lead.comment}</Comment>}
      {canEdit ? (
        <Buttons>
          {active && lead.taskInstanceId !== undefined ? (
            <Button type="button" onClick={() => onOpen('lead')} aria-label={`${UPDATE_LEAD}: ${name}`}>
              {UPDATE_LEAD}
            </Button>
          ) : null}
          <Button type="button" $variant="secondary" onClick={() => onOpen('pt-pitch')} aria-label={`${RECORD_PT_PITCH}: ${name}`}>
            {RECORD_PT_PITCH}
          </Button>
          {lead.leadCategory === 'PT_LEAD' && active ? (
            <Button type="button" $variant="secondary" onClick={() => onOpen('pt-lead')} aria-label={`${PT_LEAD}: ${name}`}>
              {PT_LEAD}
            </Button>
          ) : null}
        </Buttons>
      ) : null}
    </Card>
  )
}

const Note = styled.p`
  background: ${theme.color.surface};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px 18px;
  color: ${theme.color.muted};
  max-width: 640px;
`
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: flex-end;
  margin-bottom: 14px;
  input[type='search'] {
    flex: 1 1 260px;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 6px;
    font-weight: 500;
    font-size: 14px;
  }
  select {
    padding: 7px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
    background: ${theme.color.surface};
  }
`
const Count = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
`
const Empty = styled.p`
  color: ${theme.color.muted};
`
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 12px;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Card = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 6px 12px;
    font-size: 14px;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 12px;
  }
  dd {
    margin: 0;
  }
  dd[data-state='OVERDUE'] {
    color: ${theme.color.danger};
    font-weight: 600;
  }
`
const Badge = styled.span`
  font-size: 12px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${theme.color.surfaceMuted};
  border: 1px solid ${theme.color.border};
  &[data-quality='HOT'] {
    background: ${theme.color.dangerSoft};
    color: ${theme.color.danger};
  }
  &[data-quality='WARM'] {
    background: ${theme.color.warningSoft};
    color: ${theme.color.warningText};
  }
  &[data-quality='COLD'] {
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryHover};
  }
`
const Comment = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.muted};
`
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 14px;
`
