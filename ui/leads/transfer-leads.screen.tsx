import { useMemo, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { LeadTransferResult } from '../../core/lead/lead-desk'
import { SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import { LEAD_OWNER_PAGE_SIZE, type LeadOwner } from '../../core/shared/list-pages.rule'
import {
  CHOOSE,
  EMPTY_TABLE,
  SEARCH_LEAD_OWNERS,
  leadOwnersFound,
  PREVIEW_TRANSFER,
  TRANSFER_FROM,
  TRANSFER_LEADS,
  TRANSFER_TO,
  activeLeadsOf,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { CursorPager, useCursorPages } from '../widgets/cursor-pages'
import { useDebounced } from '../widgets/use-debounced'
import { leadsKey } from './record-lead-modal'
import { LeadForm, Notice } from './lead-styles'

/**
 * /transfer-leads: moves a lead owner's active leads at the selected centre to another member of
 * its staff. 'Preview' is a dry run (what would move, nothing changes); 'Transfer Leads' moves them.
 */
export default function TransferLeadsScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {centre === undefined ? null : <TransferForm key={centre.id} centre={centre} />}
    </section>
  )
}

const TransferForm = ({ centre }: { readonly centre: Centre }) => {
  const csid = centre.centerServiceId
  const ownerPage = useUseCase('leadOwnerPage')
  const loadEmployees = useUseCase('loadEmployees')
  // The owners of active leads, a page at a time from the server (a centre's leads grow without bound), searched by name.
  const [ownerText, setOwnerText] = useState('')
  const ownerSearch = useDebounced(ownerText, SEARCH_DEBOUNCE_MS).trim()
  const pages = useCursorPages(JSON.stringify([csid, ownerSearch]))
  const leads = useUseCaseQuery([...leadsKey(csid), 'owners', ownerSearch, pages.cursor], () =>
    ownerPage({ centerServiceId: csid, pageSize: LEAD_OWNER_PAGE_SIZE, ...(ownerSearch === '' ? {} : { search: ownerSearch }), ...(pages.cursor === undefined ? {} : { cursor: pages.cursor }) }),
  )
  const staff = useUseCaseQuery(['centre', centre.id, 'employees'], () => loadEmployees(csid))
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  // The owner chosen stays chosen (and listed) while another page or search is shown.
  const [chosen, setChosen] = useState<LeadOwner | undefined>(undefined)
  const [preview, setPreview] = useState<string | undefined>(undefined)
  const toast = useToast()
  const owners = useMemo(() => {
    const page = leads.data?.rows ?? []
    return chosen === undefined || chosen.assigneeId !== from || page.some((o) => o.assigneeId === from) ? page : [chosen, ...page]
  }, [leads.data, chosen, from])
  const transfer = useUseCase('transferLeads')
  const { mutation, errors, attempt } = useFormMutation(transfer, {
    invalidates: (r) => (r.value.dryRun ? [] : [leadsKey(csid)]),
    onSuccess: (r: { message: string; value: LeadTransferResult }) => {
      if (r.value.dryRun) setPreview(r.message)
      else {
        setPreview(undefined)
        toast.success(r.message)
        setFrom('')
        setChosen(undefined)
        setTo('')
      }
    },
  })
  const send = (dryRun: boolean) => mutation.mutate({ centerServiceId: csid, fromAssigneeId: from, toAssigneeId: to, leadIds: [], dryRun })
  return (
    <QueryBlock query={leads}>
      {(page) => (
        <Panel>
          <LeadForm
            id="transfer-leads"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              send(false)
            }}
          >
            <Field>
              <label htmlFor="transfer-owner-search">{SEARCH_LEAD_OWNERS}</label>
              <input id="transfer-owner-search" type="search" value={ownerText} onChange={(e) => setOwnerText(e.target.value)} autoComplete="off" aria-describedby="transfer-owner-count" />
              <OwnerCount id="transfer-owner-count" aria-live="polite">
                {leadOwnersFound(page.total, page.all)}
              </OwnerCount>
            </Field>
            <Field>
              <label htmlFor="transfer-from">{TRANSFER_FROM}</label>
              <select
                id="transfer-from"
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value)
                  setChosen(owners.find((o) => o.assigneeId === e.target.value))
                  setPreview(undefined)
                }}
              >
                <option value="">{owners.length === 0 ? EMPTY_TABLE : CHOOSE}</option>
                {owners.map((o) => (
                  <option key={o.assigneeId} value={o.assigneeId}>
                    {`${o.assigneeName} (${activeLeadsOf(o.activeLeads)})`}
                  </option>
                ))}
              </select>
              <CursorPager label={TRANSFER_FROM} page={pages.page} total={page.total} pageSize={page.pageSize} next={page.next} busy={leads.isFetching} onStep={(by) => pages.step(by, page.next)} />
              {errors.fromAssigneeId === undefined ? null : <FieldError>{errors.fromAssigneeId}</FieldError>}
            </Field>
            <Field>
              <label htmlFor="transfer-to">{TRANSFER_TO}</label>
              <select
                id="transfer-to"
                value={to}
                onChange={(e) => {
                  setTo(e.target.value)
                  setPreview(undefined)
                }}
              >
                <option value="">{CHOOSE}</option>
                {(staff.data ?? []).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
              {errors.toAssigneeId === undefined ? null : <FieldError>{errors.toAssigneeId}</FieldError>}
            </Field>
            {preview === undefined ? null : <Notice role="status">{preview}</Notice>}
            <Buttons>
              <Button type="button" $variant="secondary" disabled={mutation.isPending} onClick={() => send(true)}>
                {PREVIEW_TRANSFER}
              </Button>
              <SubmitButton key={attempt} type="submit" disabled={mutation.isPending} onClick={() => undefined}>
                {TRANSFER_LEADS}
              </SubmitButton>
            </Buttons>
          </LeadForm>
        </Panel>
      )}
    </QueryBlock>
  )
}

const Panel = styled.div`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px 18px;
  max-width: 560px;
`
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const OwnerCount = styled.span`
  color: ${theme.color.muted};
  font-size: 13px;
`
