import * as E from 'fp-ts/Either'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { AUDIT_ACTIONS, type AuditAction, type AuditQuery } from '../../core/audit/audit-entry'
import { auditActionWords } from '../../core/audit/audit-words.rule'
import { centreDayOf } from '../../core/shared/centre-day'
import {
  AUDIT_ACTION_LABEL,
  AUDIT_ANY_ACTION,
  AUDIT_ANY_STAFF,
  AUDIT_DAY_LABEL,
  AUDIT_EXPORT_CSV,
  AUDIT_MEMBER_LABEL,
  AUDIT_SEARCH,
  AUDIT_STAFF_LABEL,
  AUDIT_TRAIL_EMPTY,
  AUDIT_TRAIL_NONE_YET,
  AUDIT_TRAIL_TITLE,
  auditEntriesCount,
} from '../../core/audit/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { Field } from '../widgets/field'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { downloadFrom } from '../widgets/save-file'
import { AuditEntryList, AuditPager } from './audit-entry-list'

/** Query keys of the audit trail screen. */
export const auditKeys = {
  search: (centreId: number, q: AuditQuery) => ['audit', centreId, 'search', q] as const,
  staff: (centreId: number) => ['audit', centreId, 'staff'] as const,
}

type Filters = { readonly staffId: string; readonly memberId: string; readonly action: string; readonly day: string }
const NO_FILTERS: Filters = { staffId: '', memberId: '', action: '', day: '' }

const sameFilters = (a: Filters, b: Filters): boolean => a.staffId === b.staffId && a.memberId.trim() === b.memberId.trim() && a.action === b.action && a.day === b.day

const queryOf = (f: Filters, page: number): AuditQuery => ({
  ...(f.staffId === '' ? {} : { staffId: f.staffId }),
  ...(f.memberId.trim() === '' ? {} : { memberId: f.memberId.trim() }),
  ...(f.action === '' ? {} : { action: f.action as AuditAction }),
  ...(f.day === '' ? {} : { day: f.day }),
  page,
})

/**
 * Audit Trail (/audit-trail, AUDIT_TRAIL): a manager searches the selected centre's trail by staff
 * member, member (user id), action and day, newest first, a page at a time, and exports what the
 * search finds as CSV (every entry, in the words staff use), streamed by the server to the download.
 */
export default function AuditTrailScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const centreId = centre?.id ?? 0
  const search = useUseCase('searchAuditTrail')
  const loadStaff = useUseCase('auditTrailStaff')
  const exportTrail = useUseCase('exportAuditTrail')
  const now = useUseCase('now')
  const toast = useToast()
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [applied, setApplied] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const q = queryOf(applied, page)
  const results = useUseCaseQuery(auditKeys.search(centreId, q), () => search({ ...q, centreId }), { enabled: centre !== undefined, keepPrevious: true })
  const staff = useUseCaseQuery(auditKeys.staff(centreId), () => loadStaff({ centreId }), { enabled: centre !== undefined })
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }))

  const onSearch = (e: FormEvent) => {
    e.preventDefault()
    setApplied(draft)
    setPage(1)
  }
  const onExport = async () => {
    if (centre === undefined) return
    setExporting(true)
    const { page: _p, ...filters } = queryOf(applied, 1)
    const r = await exportTrail({ ...filters, centreId })()
    setExporting(false)
    if (E.isLeft(r)) toast.error(r.left)
    else downloadFrom(r.right, `audit-trail-${centreId}-${applied.day === '' ? centreDayOf(now()) : applied.day}.csv`)
  }

  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Filters onSubmit={onSearch} noValidate aria-label={AUDIT_SEARCH}>
        <Field>
          <label htmlFor="audit-staff">{AUDIT_STAFF_LABEL}</label>
          <Select id="audit-staff" value={draft.staffId} onChange={set('staffId')}>
            <option value="">{AUDIT_ANY_STAFF}</option>
            {(staff.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor="audit-member">{AUDIT_MEMBER_LABEL}</label>
          <Input id="audit-member" inputMode="numeric" autoComplete="off" value={draft.memberId} onChange={set('memberId')} />
        </Field>
        <Field>
          <label htmlFor="audit-action">{AUDIT_ACTION_LABEL}</label>
          <Select id="audit-action" value={draft.action} onChange={set('action')}>
            <option value="">{AUDIT_ANY_ACTION}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {auditActionWords(a)}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <DatePicker id="audit-day" label={AUDIT_DAY_LABEL} value={draft.day === '' ? undefined : draft.day} onChange={(d) => setDraft((x) => ({ ...x, day: d ?? '' }))} />
        </div>
        <Actions>
          <Button type="submit">{AUDIT_SEARCH}</Button>
          <Button type="button" $variant="secondary" disabled={exporting || centre === undefined} onClick={() => void onExport()}>
            {AUDIT_EXPORT_CSV}
          </Button>
        </Actions>
      </Filters>
      <Results aria-labelledby="audit-results">
        <h2 id="audit-results">{AUDIT_TRAIL_TITLE}</h2>
        <QueryBlock query={results} empty={{ when: (p) => p.total === 0, message: sameFilters(applied, NO_FILTERS) ? AUDIT_TRAIL_NONE_YET : AUDIT_TRAIL_EMPTY }}>
          {(p) => (
            <>
              <Count role="status">{auditEntriesCount(p.total)}</Count>
              <AuditEntryList entries={p.entries} showSubject label={AUDIT_TRAIL_TITLE} />
              <AuditPager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} />
            </>
          )}
        </QueryBlock>
      </Results>
    </section>
  )
}

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
  > * {
    flex: 1 1 190px;
    min-width: 0;
  }
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 14px 16px;
  margin: 0 0 16px;
`
const Select = styled.select`
  min-height: 40px;
  width: 100%;
  padding: 6px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
  background: ${theme.color.surface};
`
const Input = styled.input`
  min-height: 40px;
  width: 100%;
  box-sizing: border-box;
  padding: 6px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  && {
    flex: 1 1 100%;
  }
`
const Results = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 14px 16px;
  min-width: 0;
  h2 {
    margin: 0 0 10px;
    font-size: 17px;
  }
`
const Count = styled.p`
  margin: 0 0 10px;
  color: ${theme.color.muted};
  font-size: 14px;
`
