import { useState } from 'react'
import type { Centre } from '../../core/centre/centre'
import type { MembershipChangeKind, MembershipUpdateField } from '../../core/membership/membership-update.rule'
import type { Membership } from '../../core/membership/membership'
import { membershipPackName } from '../../core/shared/pack-name.rule'
import { centreDayOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { CANCEL, MEMBERSHIP_UPDATE_ACTIONS, NEW_END_DATE, NEW_START_DATE, REMARKS_LABEL, SAVE, SESSIONS_LABEL } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { profileKeys } from './profile-queries'
import { Form, FormActions } from './profile-styles'
import { DatePicker } from '../widgets/date-picker'
import { historyKey } from '../audit/history-key'

type Props = {
  readonly customerId: string
  readonly centre: Centre
  readonly membership: Membership
  readonly kind: MembershipChangeKind
  readonly onClose: () => void
}

/** The draft as the form rule reads it: days become instants in the centre's zone. */
const draftOf = (kind: MembershipChangeKind, f: Record<string, string>): Record<string, unknown> => {
  const day = (v: string | undefined, end: boolean) => (v === undefined || v === '' ? undefined : end ? epochMs(endOfCentreDay(v) - 999) : startOfCentreDay(v))
  switch (kind) {
    case 'END_DATE':
      return { endDate: day(f.endDate, true), remarks: f.remarks }
    case 'START_DATE':
      return { startDate: day(f.startDate, false), remarks: f.remarks }
    case 'MAX_TICKETS':
      return { maxTickets: f.maxTickets === '' || f.maxTickets === undefined ? undefined : Number(f.maxTickets), remarks: f.remarks }
    default:
      return f
  }
}

/**
 * Membership update (part 1 §5): the title is the action; end date, start date, trainer, number
 * of sessions or centre, with remarks; the form rule's messages under the fields; the kind's
 * success toast; refreshes the memberships and PT packs blocks.
 */
export const MembershipUpdateModal = ({ customerId, centre, membership, kind, onClose }: Props) => {
  const update = useUseCase('updateMembership')
  const loadTrainers = useUseCase('loadTrainers')
  const { state } = useStaffAccess()
  const agentId = state.status === 'ready' ? state.access.userContext.id : ''
  const centres = state.status === 'ready' ? state.access.centers : []
  const toast = useToast()
  const [f, setF] = useState<Record<string, string>>((): Record<string, string> =>
    kind === 'END_DATE'
      ? { endDate: centreDayOf(membership.end) }
      : kind === 'START_DATE'
        ? { startDate: centreDayOf(membership.start) }
        : kind === 'MAX_TICKETS'
          ? { maxTickets: String(membership.benefits[0]?.maxTickets ?? '') }
          : {},
  )
  const needsTrainer = kind === 'TRAINER' || kind === 'CENTRE'
  const chosenCentre = centres.find((c) => String(c.id) === f.centreId) ?? centre
  const trainers = useUseCaseQuery(['centre', chosenCentre.id, 'pt-trainers'], () => loadTrainers(chosenCentre.centerServiceId, true), { enabled: needsTrainer })
  const set = (k: string) => (e: { target: { value: string } }) => setF((d) => ({ ...d, [k]: e.target.value }))
  const { mutation: save, errors, attempt } = useFormMutation(() => update({ kind, membership, draft: draftOf(kind, f), agentId }), {
    invalidates: () => [profileKeys.memberships(customerId, centre.id), profileKeys.ptPacks(customerId), historyKey(customerId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const err = (k: MembershipUpdateField) => (errors[k] === undefined ? null : <FieldError>{errors[k]}</FieldError>)
  return (
    <Modal title={MEMBERSHIP_UPDATE_ACTIONS[kind]} onClose={onClose}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save.mutate(undefined)
        }}
      >
        <p style={{ margin: 0 }}>
          <strong>{membershipPackName(membership)}</strong>
        </p>
        {kind === 'END_DATE' ? (
          <DatePicker id="mu-end" label={NEW_END_DATE} value={f.endDate || undefined} {...(errors.endDate === undefined ? {} : { error: errors.endDate })} onChange={(d) => setF((x) => ({ ...x, endDate: d ?? '' }))} />
        ) : null}
        {kind === 'START_DATE' ? (
          <DatePicker id="mu-start" label={NEW_START_DATE} value={f.startDate || undefined} {...(errors.startDate === undefined ? {} : { error: errors.startDate })} onChange={(d) => setF((x) => ({ ...x, startDate: d ?? '' }))} />
        ) : null}
        {kind === 'MAX_TICKETS' ? (
          <Field>
            <label htmlFor="mu-max">{SESSIONS_LABEL}</label>
            <input id="mu-max" type="number" min={0} value={f.maxTickets ?? ''} onChange={set('maxTickets')} />
            {err('maxTickets')}
          </Field>
        ) : null}
        {kind === 'CENTRE' ? (
          <Field>
            <label htmlFor="mu-centre">Centre</label>
            <select id="mu-centre" value={f.centreId ?? ''} onChange={set('centreId')}>
              <option value="">Choose</option>
              {centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {err('centreId')}
          </Field>
        ) : null}
        {needsTrainer ? (
          <Field>
            <label htmlFor="mu-trainer">Trainer</label>
            <select id="mu-trainer" value={f.trainerId ?? ''} onChange={set('trainerId')}>
              <option value="">Choose</option>
              {(trainers.data ?? []).map((t) => (
                <option key={t.identityId} value={t.identityId}>
                  {t.name}
                </option>
              ))}
            </select>
            {err('trainerId')}
          </Field>
        ) : null}
        {kind === 'CENTRE' ? null : (
          <Field>
            <label htmlFor="mu-remarks">{REMARKS_LABEL}</label>
            <textarea id="mu-remarks" rows={2} value={f.remarks ?? ''} onChange={set('remarks')} />
            {err('remarks')}
          </Field>
        )}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={save.isPending}>
            {SAVE}
          </SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  )
}
