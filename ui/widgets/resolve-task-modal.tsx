import type { QueryKey } from '@tanstack/react-query'
import { formatInTimeZone } from 'date-fns-tz'
import { useState } from 'react'
import styled from 'styled-components'
import { centreInstant } from '../../core/shared/field-check'
import { followUpOptions, subStatusOptions } from '../../core/task/resolve-task.rule'
import {
  EMPTY_RESOLVE_TASK_FORM,
  asksCallBackTime,
  chooseTaskFollowUp,
  chooseTaskStatus,
  chooseTaskSubStatus,
  type ResolveTaskFormState,
} from '../../core/task/resolve-task-form-state.rule'
import { epochMs } from '../../core/shared/brands'
import { RESOLVE_TASK_TITLE, SUBMIT, TASK_CALL_BACK_AT, TASK_CALL_BACK_DAY, TASK_CALL_BACK_TIME, TASK_FOLLOW_UP, TASK_REMARKS, TASK_STATUS, TASK_SUB_STATUS, taskExpires } from '../../core/shared/messages'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import type { Task } from '../../core/task/task'
import { dispositionTree } from '../../core/task/validate-resolution.rule'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { centreDateTime, inWords } from './centre-format'
import { SelectField, TextField } from './form-fields'
import { DateTimePicker } from './time-picker'
import { Modal } from './modal'
import { SubmitButton } from './submit-button'
import { useFormMutation } from './use-form-mutation'

const option = (code: string) => ({ value: code, label: inWords(code) })
/** The centre's calendar day of an instant: the call-back picker's bounds. */
const centreDay = (t: number): string => formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd')

/**
 * Resolve Task (part 1 §4–§5, part 3 §4–§5), shared by the profile's Tasks block and /crmTasks:
 * status; sub-status only when the hierarchy has options; a follow-up when options exist, with a
 * date and time for TIME_BASED_CALL_BACK (between now and the task's expiry, centre time); remarks
 * ('Enter Remarks'). Choosing a status resets sub-status and follow-up. Success: 'Task Resolved
 * successfully' and the blocks `invalidates` names reload; a refusal keeps the modal open with the
 * server's words.
 */
export const ResolveTaskModal = ({
  task,
  now,
  onClose,
  invalidates,
}: {
  readonly task: Task
  /** The time the modal opened: the call-back picker's lower bound. */
  readonly now: number
  readonly onClose: () => void
  readonly invalidates: () => readonly QueryKey[]
}) => {
  const toast = useToast()
  const [form, setForm] = useState<ResolveTaskFormState>(EMPTY_RESOLVE_TASK_FORM)
  const [callBack, setCallBack] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const tree = dispositionTree(task.campaignConfig)
  const subs = subStatusOptions(tree, form.status)
  const followUps = followUpOptions(tree, form.status, form.subStatus)
  const { mutation, errors, attempt, refuse } = useFormMutation(useUseCase('resolveTask'), {
    invalidates,
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => setRefusal(message),
  })
  /** A corrected field drops its own message; the others stay until the next submit. */
  const edited = (field: keyof typeof errors) => {
    if (errors[field] === undefined) return
    const rest = { ...errors }
    delete rest[field]
    refuse(rest)
  }
  const callbackTime = (): number | undefined => {
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(callBack)
    return m === null ? undefined : centreInstant(m[1] as string, m[2] as string)
  }
  const submit = () => {
    setRefusal(undefined)
    mutation.mutate({ taskUuid: task.uuid, task, draft: { ...form, ...(asksCallBackTime(form) ? { callbackTime: callbackTime() } : {}) } })
  }

  return (
    <Modal
      title={RESOLVE_TASK_TITLE}
      onClose={onClose}
      footer={
        <SubmitButton key={attempt} type="submit" form={`resolve-task-${task.uuid}`} disabled={mutation.isPending} onClick={() => undefined}>
          {SUBMIT}
        </SubmitButton>
      }
    >
      <Form
        id={`resolve-task-${task.uuid}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <p>{task.campaignName}</p>
        <SelectField label={TASK_STATUS} value={form.status} options={task.campaignConfig.dispositions.map(option)} error={errors.status} onChange={(v) => {
            edited('status')
            setForm((f) => chooseTaskStatus(f, v))
          }} />
        {subs.length === 0 ? null : (
          <SelectField label={TASK_SUB_STATUS} value={form.subStatus} options={subs.map(option)} error={errors.subStatus} onChange={(v) => {
              edited('subStatus')
              setForm((f) => chooseTaskSubStatus(f, v))
            }} />
        )}
        {followUps.length === 0 ? null : (
          <SelectField label={TASK_FOLLOW_UP} value={form.followUp} options={followUps.map(option)} error={errors.followUp} onChange={(v) => {
              edited('followUp')
              setForm((f) => chooseTaskFollowUp(f, v))
            }} />
        )}
        {asksCallBackTime(form) ? (
          <DateTimePicker
            label={TASK_CALL_BACK_AT}
            dayLabel={TASK_CALL_BACK_DAY}
            timeLabel={TASK_CALL_BACK_TIME}
            value={callBack}
            minDay={centreDay(now)}
            maxDay={centreDay(task.expiryTime)}
            error={errors.callbackTime}
            onChange={(v) => {
              edited('callbackTime')
              setCallBack(v)
            }}
          />
        ) : null}
        <TextField label={TASK_REMARKS} multiline value={form.remarks} error={errors.remarks} onChange={(v) => {
            edited('remarks')
            setForm((f) => ({ ...f, remarks: v }))
          }} />
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
        <small>{taskExpires(centreDateTime(epochMs(task.expiryTime)))}</small>
      </Form>
    </Modal>
  )
}

const Form = styled.form`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
    font-weight: 600;
  }
  small {
    color: ${theme.color.muted};
  }
`
const Problem = styled.p`
  color: ${theme.color.danger};
`
