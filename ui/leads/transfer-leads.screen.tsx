import { useMemo, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { LeadTransferResult } from '../../core/lead/lead-desk'
import {
  CHOOSE,
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
  const search = useUseCase('searchLeads')
  const loadEmployees = useUseCase('loadEmployees')
  const leads = useUseCaseQuery([...leadsKey(csid), 'active'], () => search({ userIds: [], centerServiceIds: [csid], leadCategories: [], leadStatuses: ['ACTIVE'] }))
  const staff = useUseCaseQuery(['centre', centre.id, 'employees'], () => loadEmployees(csid))
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [preview, setPreview] = useState<string | undefined>(undefined)
  const toast = useToast()
  const owners = useMemo(() => {
    const m = new Map<string, { name: string; count: number }>()
    for (const l of leads.data?.leads ?? []) {
      if (l.assigneeId === '') continue
      const o = m.get(l.assigneeId) ?? { name: l.assigneeName, count: 0 }
      m.set(l.assigneeId, { ...o, count: o.count + 1 })
    }
    return [...m.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name))
  }, [leads.data])
  const transfer = useUseCase('transferLeads')
  const { mutation, errors, attempt } = useFormMutation(transfer, {
    invalidates: (r) => (r.value.dryRun ? [] : [leadsKey(csid)]),
    onSuccess: (r: { message: string; value: LeadTransferResult }) => {
      if (r.value.dryRun) setPreview(r.message)
      else {
        setPreview(undefined)
        toast.success(r.message)
        setFrom('')
        setTo('')
      }
    },
  })
  const send = (dryRun: boolean) => mutation.mutate({ centerServiceId: csid, fromAssigneeId: from, toAssigneeId: to, leadIds: [], dryRun })
  return (
    <QueryBlock query={leads}>
      {() => (
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
              <label htmlFor="transfer-from">{TRANSFER_FROM}</label>
              <select
                id="transfer-from"
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value)
                  setPreview(undefined)
                }}
              >
                <option value="">{CHOOSE}</option>
                {owners.map(([id, o]) => (
                  <option key={id} value={id}>
                    {`${o.name} (${activeLeadsOf(o.count)})`}
                  </option>
                ))}
              </select>
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
