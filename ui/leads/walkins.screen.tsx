import { useState } from 'react'
import styled from 'styled-components'
import { pitchedByRoles, userEligibleToPitch } from '../../core/access/pitched-by.rule'
import { hasPermission } from '../../core/access/permission.rule'
import type { Centre } from '../../core/centre/centre'
import type { ScheduledWalkIn } from '../../core/lead/lead-desk'
import { canPitchWalkIn, walkInOrder } from '../../core/lead/walk-in.rule'
import { validateWalkInPitch } from '../../core/lead/walk-in-pitch.rule'
import {
  CANCEL,
  CHOOSE,
  NO_SCHEDULED_WALK_INS,
  PITCHED_BY_LABEL,
  RECORD_WALK_IN_PITCH,
  REMARKS_LABEL,
  SCHEDULED_WALK_INS,
  SOURCE_LABEL,
  SUBMIT,
  WALK_IN_NOT_PITCHED,
  WALK_IN_PITCHED,
  WALK_IN_SOURCE,
  userIdLabel,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFieldErrors, useFormMutation } from '../widgets/use-form-mutation'
import { formatWhen } from './lead-format'
import { Actions, LeadForm } from './lead-styles'

const walkInsKey = (centreId: number) => ['walkins', centreId] as const

/**
 * /walkins: the walk-ins scheduled at the selected centre from today for 7 days, the ones still
 * to pitch first; each opens the scheduled-walk-in pitch (source locked, pitched by, remarks):
 * 'Pitch Recorded', else 'Record Pitch unsuccessful'.
 */
export default function WalkInsScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const access = state.status === 'ready' ? state.access : undefined
  const centre = access?.selected
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {centre === undefined || access === undefined ? null : <WalkInList key={centre.id} centre={centre} canPitch={hasPermission(access.permissions, 'PARTNER_WALKINS', 'EDIT')} />}
    </section>
  )
}

const WalkInList = ({ centre, canPitch }: { readonly centre: Centre; readonly canPitch: boolean }) => {
  const load = useUseCase('scheduledWalkIns')
  const list = useUseCaseQuery([...walkInsKey(centre.id), 'list'], () => load(centre.id))
  const [pitching, setPitching] = useState<ScheduledWalkIn | undefined>(undefined)
  return (
    <>
      <h2>{SCHEDULED_WALK_INS}</h2>
      <QueryBlock query={list} empty={{ when: (l) => l.length === 0, message: NO_SCHEDULED_WALK_INS }}>
        {(l) => (
          <Cards aria-label={SCHEDULED_WALK_INS}>
            {walkInOrder(l).map((w) => (
              <Card key={w.id} aria-label={`${w.customerName}, ${userIdLabel(w.userId)}`}>
                <div>
                  <strong>{w.customerName}</strong>
                  <small>{userIdLabel(w.userId)}</small>
                </div>
                <div>{formatWhen(w.scheduledAt)}</div>
                <Status data-pitched={!canPitchWalkIn(w)}>
                  {canPitchWalkIn(w) ? WALK_IN_NOT_PITCHED : `${WALK_IN_PITCHED} · ${formatWhen(w.pitchedAt ?? w.scheduledAt)}${w.pitchRemarks ? ` · ${w.pitchRemarks}` : ''}`}
                </Status>
                {canPitch && canPitchWalkIn(w) ? (
                  <Button type="button" onClick={() => setPitching(w)} aria-label={`${RECORD_WALK_IN_PITCH}: ${w.customerName}`}>
                    {RECORD_WALK_IN_PITCH}
                  </Button>
                ) : null}
              </Card>
            ))}
          </Cards>
        )}
      </QueryBlock>
      {pitching === undefined ? null : <WalkInPitchModal walkIn={pitching} centre={centre} onClose={() => setPitching(undefined)} />}
    </>
  )
}

/** The scheduled-walk-in pitch (part 1 §5, §7): the source is locked; pitched by and remarks are required. */
const WalkInPitchModal = ({ walkIn, centre, onClose }: { readonly walkIn: ScheduledWalkIn; readonly centre: Centre; readonly onClose: () => void }) => {
  const { state } = useStaffAccess()
  const me = state.status === 'ready' ? state.access.userContext : undefined
  const roleName = state.status === 'ready' ? state.access.memberships.at(-1)?.roleName : undefined
  const loadEmployees = useUseCase('loadEmployees')
  const employees = useUseCaseQuery(['centre', centre.id, 'pitch-employees'], () => loadEmployees(centre.centerServiceId, pitchedByRoles(centre)))
  const toast = useToast()
  const [pitchedBy, setPitchedBy] = useState('')
  const [remarks, setRemarks] = useState('')
  const local = useFieldErrors<'pitchedBy' | 'remarks'>()
  const { mutation } = useFormMutation(useUseCase('recordWalkInPitch'), {
    invalidates: () => [walkInsKey(centre.id)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const pitchers = [
    ...(me !== undefined && userEligibleToPitch(centre, roleName) ? [{ value: me.id, label: me.name }] : []),
    ...(employees.data ?? []).filter((x) => x.value !== me?.id).map((x) => ({ value: x.value, label: x.label })),
  ]
  return (
    <Modal
      title={`${RECORD_WALK_IN_PITCH}: ${walkIn.customerName}`}
      onClose={onClose}
      footer={
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={local.attempt} type="submit" form="walk-in-pitch" disabled={mutation.isPending} onClick={() => undefined}>
            {SUBMIT}
          </SubmitButton>
        </Actions>
      }
    >
      <LeadForm
        id="walk-in-pitch"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const checked = validateWalkInPitch({ pitchedBy, remarks })
          if (checked._tag === 'Left') {
            local.refuse(checked.left.errors)
            return
          }
          local.clear()
          mutation.mutate({ centerServiceId: centre.centerServiceId, centerId: centre.id, userId: walkIn.userId, pitchByUserId: checked.right.pitchedBy, remarks: checked.right.remarks })
        }}
      >
        <Field>
          <label htmlFor="walk-in-source">{SOURCE_LABEL}</label>
          <input id="walk-in-source" value={WALK_IN_SOURCE} readOnly />
        </Field>
        <Field>
          <label htmlFor="walk-in-by">{PITCHED_BY_LABEL}</label>
          <select id="walk-in-by" value={pitchedBy} onChange={(e) => setPitchedBy(e.target.value)}>
            <option value="">{CHOOSE}</option>
            {pitchers.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          {local.errors.pitchedBy === undefined ? null : <FieldError>{local.errors.pitchedBy}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="walk-in-remarks">{REMARKS_LABEL}</label>
          <textarea id="walk-in-remarks" value={remarks} maxLength={1000} onChange={(e) => setRemarks(e.target.value)} />
          {local.errors.remarks === undefined ? null : <FieldError>{local.errors.remarks}</FieldError>}
        </Field>
      </LeadForm>
    </Modal>
  )
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`
const Card = styled.li`
  display: grid;
  grid-template-columns: 2fr 1.4fr 2fr auto;
  align-items: center;
  gap: 8px 16px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  small {
    display: block;
    color: ${theme.color.muted};
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Status = styled.div`
  color: ${theme.color.muted};
  &[data-pitched='true'] {
    color: ${theme.color.successStrong};
    font-weight: 600;
  }
`
