import { useState } from 'react'
import styled from 'styled-components'
import type { PatternShiftKind } from '../../core/employee/shift-pattern.rule'
import { PATTERN_NAME_MAX, WEEKDAY_SHORT } from '../../core/employee/shift-pattern.rule'
import {
  CANCEL,
  NEW_SHIFT_PATTERN,
  PATTERN_DAYS,
  PATTERN_NAME,
  SAVE_SHIFT_PATTERN,
  SHIFT_END,
  SHIFT_KIND,
  SHIFT_START,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { ClockTimePicker } from '../widgets/time-picker'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { Checkboxes, FormActions, FormBody, FormProblem as Problem, Input, Select } from './employee-form'
import { enumLabel } from '../../core/shared/enum-labels'

const KINDS: readonly PatternShiftKind[] = ['FLOOR_TRAINING', 'PERSONAL_TRAINING', 'CENTRE_MANAGER', 'COACHING', 'LIFE_GUARD']

/**
 * New shift pattern (rostering): a name, the working weekdays and one start, end and
 * kind for them all; every field error at once; a name the centre already uses is refused by the
 * server, shown here.
 */
export const NewShiftPatternModal = ({ centerServiceId, onClose }: { centerServiceId: number; onClose: () => void }) => {
  const create = useUseCase('createShiftPattern')
  const toast = useToast()
  const [draft, setDraft] = useState({ name: '', weekdays: [] as readonly number[], start: '06:00', end: '14:00', kind: 'FLOOR_TRAINING' as PatternShiftKind })
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const { mutation, errors, attempt, clear } = useFormMutation(() => create({ ...draft, centerServiceId }), {
    invalidates: () => [['employees', centerServiceId, 'shift-patterns']],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => setRefusal(message),
  })
  const set = (patch: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setRefusal(undefined)
    clear()
  }
  return (
    <Modal title={NEW_SHIFT_PATTERN} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Input label={PATTERN_NAME} value={draft.name} maxLength={PATTERN_NAME_MAX} error={errors.name} onChange={(v) => set({ name: v })} />
        <Days>
          <Checkboxes
            label={PATTERN_DAYS}
            values={draft.weekdays.map((w) => WEEKDAY_SHORT[w] ?? '')}
            options={WEEKDAY_SHORT}
            onChange={(v) => set({ weekdays: WEEKDAY_SHORT.flatMap((d, i) => (v.includes(d) ? [i] : [])) })}
          />
          {errors.weekdays === undefined ? null : <Problem role="alert">{errors.weekdays}</Problem>}
        </Days>
        <Times>
          <ClockTimePicker label={SHIFT_START} shortSteps value={draft.start} error={errors.start} onChange={(v) => set({ start: v })} />
          <ClockTimePicker label={SHIFT_END} shortSteps value={draft.end} error={errors.end} onChange={(v) => set({ end: v })} />
        </Times>
        <Select
          label={SHIFT_KIND}
          value={draft.kind}
          options={KINDS.map((k) => ({ value: k, label: enumLabel('shiftKind', k) }))}
          onChange={(v) => set({ kind: v as PatternShiftKind })}
        />
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={`${attempt}-${refusal ?? ''}`} onClick={() => undefined} disabled={mutation.isPending}>
            {SAVE_SHIFT_PATTERN}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}

const Days = styled.div`
  display: grid;
  gap: 6px;
`
const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`
