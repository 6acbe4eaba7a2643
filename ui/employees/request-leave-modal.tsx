import { useState } from 'react'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { CANCEL, LEAVE_FROM, LEAVE_REASON, LEAVE_TO, REQUEST_LEAVE, SEND_LEAVE_REQUEST } from '../../core/shared/messages'
import { LEAVE_REASON_MAX } from '../../core/employee/leave-request.rule'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { FormActions, FormBody, Input } from './employee-form'

/** The query keys a new request changes: the staff member's own list and the centre's approvals list. */
export const myLeaveKey = (sid: number) => ['employees', sid, 'my-leave'] as const
export const centreLeaveKey = (sid: number) => ['employees', sid, 'leave'] as const

/**
 * Request leave, for the signed-in staff member at the selected centre: the first and last days
 * (centre days, from today) and a reason; a manager with LEAVE_APPROVAL decides it.
 */
export const RequestLeaveModal = ({ centerServiceId, onClose }: { centerServiceId: number; onClose: () => void }) => {
  const ask = useUseCase('requestLeave')
  const now = useUseCase('now')
  const toast = useToast()
  const [draft, setDraft] = useState(() => {
    const today = centreDayOf(now())
    return { startDay: today, endDay: today, reason: '' }
  })
  const { mutation, errors, attempt } = useFormMutation(() => ask({ centerServiceId, draft }), {
    invalidates: () => [myLeaveKey(centerServiceId), centreLeaveKey(centerServiceId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  return (
    <Modal title={REQUEST_LEAVE} onClose={onClose} width={480}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <DatePicker
          label={LEAVE_FROM}
          value={draft.startDay === '' ? undefined : draft.startDay}
          {...(errors.startDay === undefined ? {} : { error: errors.startDay })}
          onChange={(v) => setDraft((d) => ({ ...d, startDay: v ?? '', endDay: v !== undefined && d.endDay < v ? v : d.endDay }))}
        />
        <DatePicker
          label={LEAVE_TO}
          value={draft.endDay === '' ? undefined : draft.endDay}
          {...(errors.endDay === undefined ? {} : { error: errors.endDay })}
          onChange={(v) => setDraft((d) => ({ ...d, endDay: v ?? '' }))}
        />
        <Input label={LEAVE_REASON} value={draft.reason} error={errors.reason} maxLength={LEAVE_REASON_MAX} onChange={(v) => setDraft((d) => ({ ...d, reason: v }))} />
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {SEND_LEAVE_REQUEST}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}
