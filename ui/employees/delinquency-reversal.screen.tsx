import { useState } from 'react'
import styled from 'styled-components'
import type { Delinquency, DelinquencyStatus } from '../../core/employee/staff-desk'
import { canRequestReversal, dayText } from '../../core/employee/staff-desk.rule'
import {
  CANCEL,
  NO_DELINQUENCIES,
  REQUEST_REVERSAL,
  REVERSAL_REASON,
  SEND_REVERSAL,
  delinquencyPoints,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { FormActions, FormBody, Input } from './employee-form'
import { ActionStatusRow, Muted, ScreenHeader, StatusRows, useEmployeeDesk } from './employee-parts'
import { enumLabel } from '../../core/shared/enum-labels'
import { StatusPill, type StatusTone } from '../widgets/status-pill'

const delinquencyKey = (sid: number) => ['employees', sid, 'delinquencies'] as const
const kindText = (k: string): string => enumLabel('delinquencyKind', k)

/**
 * Delinquency Reversal (/delinquencyReversal: an employee id, no permission): the signed-in
 * employee's delinquencies at the centre, latest first; an open one can be sent for reversal with
 * a reason.
 */
export default function DelinquencyReversalScreen() {
  const { route } = useCurrentRoute()
  const { centre } = useEmployeeDesk()
  const load = useUseCase('loadDelinquencies')
  const [asking, setAsking] = useState<Delinquency | undefined>(undefined)
  const sid = centre?.centerServiceId ?? 0
  const list = useUseCaseQuery(delinquencyKey(sid), () => load(sid), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
      </ScreenHeader>
      <QueryBlock query={list} empty={{ when: (l) => l.length === 0, message: NO_DELINQUENCIES }}>
        {(ds) => (
          <StatusRows aria-label={route.title}>
            {ds.map((d) => (
              <Row $columns="minmax(170px, 2fr) 90px minmax(170px, 2fr) 180px" key={d.id} aria-label={`${kindText(d.kind)}, ${dayText(d.day)}`}>
                <div>
                  <strong>{kindText(d.kind)}</strong>
                  <Muted>{dayText(d.day)}</Muted>
                </div>
                <div>{delinquencyPoints(d.points)}</div>
                <div>
                  <StatusPill tone={DELINQUENCY_TONES[d.status]}>{enumLabel('delinquencyStatus', d.status)}</StatusPill>
                  {d.reversalReason === undefined ? null : <Reason>{d.reversalReason}</Reason>}
                </div>
                <div>
                  {canRequestReversal(d) ? (
                    <Button type="button" $variant="secondary" aria-label={`${REQUEST_REVERSAL}: ${kindText(d.kind)}, ${dayText(d.day)}`} onClick={() => setAsking(d)}>
                      {REQUEST_REVERSAL}
                    </Button>
                  ) : null}
                </div>
              </Row>
            ))}
          </StatusRows>
        )}
      </QueryBlock>
      {asking === undefined ? null : <ReversalModal delinquency={asking} centerServiceId={sid} onClose={() => setAsking(undefined)} />}
    </section>
  )
}

/** The reversal request: a reason (required), then Send request. */
export const ReversalModal = ({ delinquency, centerServiceId, onClose }: { delinquency: Delinquency; centerServiceId: number; onClose: () => void }) => {
  const ask = useUseCase('requestDelinquencyReversal')
  const toast = useToast()
  const [reason, setReason] = useState('')
  const { mutation, errors, attempt } = useFormMutation(() => ask({ delinquencyId: delinquency.id, reason }), {
    invalidates: () => [delinquencyKey(centerServiceId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  return (
    <Modal title={`${REQUEST_REVERSAL}: ${kindText(delinquency.kind)}, ${dayText(delinquency.day)}`} onClose={onClose} width={480}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Input label={REVERSAL_REASON} value={reason} error={errors.reason} onChange={setReason} maxLength={500} />
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {SEND_REVERSAL}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}

const Row = styled(ActionStatusRow)`
  > div:first-child,
  > div:nth-child(3) {
    display: grid;
    gap: 2px;
  }
`
const DELINQUENCY_TONES: Readonly<Record<DelinquencyStatus, StatusTone>> = { OPEN: 'bad', REVERSAL_REQUESTED: 'info', REVERSED: 'good' }
const Reason = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`
