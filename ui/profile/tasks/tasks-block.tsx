import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import { centreInstant } from '../../../core/forms/field-check'
import { followUpOptions, subStatusOptions, type ResolveTaskField } from '../../../core/forms/resolve-task.rule'
import {
  EMPTY_RESOLVE_TASK_FORM,
  asksCallBackTime,
  chooseTaskFollowUp,
  chooseTaskStatus,
  chooseTaskSubStatus,
  type ResolveTaskFormState,
} from '../../../core/forms/resolve-task-form-state.rule'
import { OPEN_TASK_STATUS, type Task } from '../../../core/task/task'
import { dispositionTree } from '../../../core/task/validate-resolution.rule'
import {
  NO_TASKS,
  RESOLVE,
  RESOLVE_TASK_TITLE,
  SUBMIT,
  TASKS_TITLE,
  TASK_CALL_BACK_AT,
  TASK_FOLLOW_UP,
  TASK_REMARKS,
  TASK_STATUS,
  TASK_SUB_STATUS,
  taskExpires,
  taskResolvedAt,
} from '../../../core/shared/messages'
import { epochMs } from '../../../core/shared/brands'
import { useUseCase } from '../../app/use-cases.context'
import { failureMessage, failureOf, useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { SubmitButton } from '../../widgets/submit-button'
import { CareCard } from '../care-block'
import { fieldErrorsOf, SelectField, TextField } from '../care-form'
import { centreDateTime, inWords } from '../care-format'
import { TASK_PACK_PRODUCT_TYPES, careKeys } from '../care-keys'

type Props = { readonly customerId: string; readonly centre: Centre }

/** The customer's tasks (part 3 §2): campaign, status in words, expiry; an open one can be resolved. */
export const TasksBlock = ({ customerId }: Props) => {
  const loadTasks = useUseCase('loadTasks')
  const tasks = useUseCaseQuery(careKeys.tasks(customerId), () => loadTasks(customerId, TASK_PACK_PRODUCT_TYPES))
  const [resolving, setResolving] = useState<Task | undefined>(undefined)
  return (
    <CareCard title={TASKS_TITLE}>
      <QueryBlock query={tasks} empty={{ when: (t) => t.length === 0, message: NO_TASKS }}>
        {(rows) => (
          <List>
            {rows.map((t) => (
              <li key={t.uuid}>
                <div>
                  <strong>{t.campaignName}</strong>
                  <small>
                    {inWords(t.status)}
                    {t.subStatus === undefined ? '' : ` · ${inWords(t.subStatus)}`} ·{' '}
                    {t.resolvedAt === undefined ? taskExpires(centreDateTime(t.expiryTime)) : taskResolvedAt(centreDateTime(t.resolvedAt))}
                  </small>
                  {t.remark === undefined ? null : <small>{t.remark}</small>}
                </div>
                {t.status === OPEN_TASK_STATUS ? (
                  <Button type="button" $variant="secondary" aria-label={`${RESOLVE} ${t.campaignName}`} onClick={() => setResolving(t)}>
                    {RESOLVE}
                  </Button>
                ) : null}
              </li>
            ))}
          </List>
        )}
      </QueryBlock>
      {resolving === undefined ? null : <ResolveTaskModal customerId={customerId} task={resolving} onClose={() => setResolving(undefined)} />}
    </CareCard>
  )
}

const option = (code: string) => ({ value: code, label: inWords(code) })

/**
 * Resolve Task (part 1 §4–§5, part 3 §4–§5): status; sub-status only when the hierarchy has
 * options; a follow-up when options exist, with a date and time for TIME_BASED_CALL_BACK (between
 * now and the task's expiry); remarks ('Enter Remarks'). Choosing a status resets sub-status and
 * follow-up. Success: 'Task Resolved successfully', the tasks and call trail reload.
 */
export const ResolveTaskModal = ({ customerId, task, onClose }: { customerId: string; task: Task; onClose: () => void }) => {
  const toast = useToast()
  const [form, setForm] = useState<ResolveTaskFormState>(EMPTY_RESOLVE_TASK_FORM)
  const [callBack, setCallBack] = useState('')
  const tree = dispositionTree(task.campaignConfig)
  const subs = subStatusOptions(tree, form.status)
  const followUps = followUpOptions(tree, form.status, form.subStatus)
  const resolve = useUseCaseMutation(useUseCase('resolveTask'), {
    invalidates: () => [careKeys.tasks(customerId), careKeys.callTrail(customerId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const errors = fieldErrorsOf<ResolveTaskField>(failureOf(resolve.error))
  const refusal = resolve.isError && Object.keys(errors).length === 0 ? failureMessage(resolve.error) : undefined
  const callbackTime = (): number | undefined => {
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(callBack)
    return m === null ? undefined : centreInstant(m[1] as string, m[2] as string)
  }
  const submit = () =>
    resolve.mutate({
      taskUuid: task.uuid,
      task,
      draft: { ...form, ...(asksCallBackTime(form) ? { callbackTime: callbackTime() } : {}) },
    })

  return (
    <Modal
      title={RESOLVE_TASK_TITLE}
      onClose={onClose}
      footer={
        <SubmitButton type="submit" form="resolve-task" disabled={resolve.isPending} onClick={() => undefined}>
          {SUBMIT}
        </SubmitButton>
      }
    >
      <Form
        id="resolve-task"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <p>{task.campaignName}</p>
        <SelectField label={TASK_STATUS} value={form.status} options={task.campaignConfig.dispositions.map(option)} error={errors.status} onChange={(v) => setForm((f) => chooseTaskStatus(f, v))} />
        {subs.length === 0 ? null : (
          <SelectField label={TASK_SUB_STATUS} value={form.subStatus} options={subs.map(option)} error={errors.subStatus} onChange={(v) => setForm((f) => chooseTaskSubStatus(f, v))} />
        )}
        {followUps.length === 0 ? null : (
          <SelectField label={TASK_FOLLOW_UP} value={form.followUp} options={followUps.map(option)} error={errors.followUp} onChange={(v) => setForm((f) => chooseTaskFollowUp(f, v))} />
        )}
        {asksCallBackTime(form) ? (
          <TextField label={TASK_CALL_BACK_AT} type="datetime-local" value={callBack} error={errors.callbackTime} onChange={setCallBack} />
        ) : null}
        <TextField label={TASK_REMARKS} multiline value={form.remarks} error={errors.remarks} onChange={(v) => setForm((f) => ({ ...f, remarks: v }))} />
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
        <small>{taskExpires(centreDateTime(epochMs(task.expiryTime)))}</small>
      </Form>
    </Modal>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  small {
    color: ${theme.color.muted};
  }
`
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
