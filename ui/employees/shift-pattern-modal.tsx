import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { RosterDay } from '../../core/employee/load-roster.use-case'
import { patternInWords } from '../../core/employee/shift-pattern.rule'
import {
  APPLY_SHIFT_PATTERN,
  CANCEL,
  CONFIRM_SHIFT_PATTERN,
  NO_SHIFT_PATTERNS,
  PATTERN_AGENT,
  PATTERN_LIST,
  PATTERN_WEEK,
  patternWeekLabel,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { FormActions, FormBody, FormProblem as Problem, Select } from './employee-form'

/**
 * Apply shift pattern (rostering): an employee and one of the centre's patterns, each
 * shown in words (days, times, kind), put on the week the roster shows, all or nothing. Without a
 * choice the fields say so; a clash with the employee's shifts or leaves shows the server's words
 * (naming the days) here, and nothing is added.
 */
export const ShiftPatternModal = ({
  centerServiceId,
  days,
  employees,
  onClose,
}: {
  centerServiceId: number
  days: readonly RosterDay[]
  employees: readonly { value: string; label: string }[]
  onClose: () => void
}) => {
  const loadPatterns = useUseCase('loadShiftPatterns')
  const apply = useUseCase('applyShiftPattern')
  const toast = useToast()
  const groupId = useUniqueId()
  const [agentId, setAgentId] = useState('')
  const [patternId, setPatternId] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const patterns = useUseCaseQuery(['employees', centerServiceId, 'shift-patterns'] as const, () => loadPatterns(centerServiceId))
  const weekStart = days[0]?.day ?? ''
  const { mutation, errors, attempt, clear } = useFormMutation(() => apply({ centerServiceId, agentId, patternId, weekStart }), {
    invalidates: () => [['employees', centerServiceId, 'roster'], ['employees', centerServiceId, 'roster-slots'], ['employees', centerServiceId, 'attendance']],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => setRefusal(message),
  })
  const changed = () => {
    setRefusal(undefined)
    clear()
  }
  return (
    <Modal title={APPLY_SHIFT_PATTERN} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Week>
          <span>{PATTERN_WEEK}</span> {patternWeekLabel(days[0]?.label ?? '', days[days.length - 1]?.label ?? '')}
        </Week>
        <Select
          placeholder
          label={PATTERN_AGENT}
          value={agentId}
          error={errors.agentId}
          options={employees}
          onChange={(v) => {
            setAgentId(v)
            changed()
          }}
        />
        <QueryBlock query={patterns} empty={{ when: (l) => l.length === 0, message: NO_SHIFT_PATTERNS }}>
          {(list) => (
            <Patterns role="radiogroup" aria-labelledby={`${groupId}-legend`} aria-describedby={errors.patternId === undefined ? undefined : `${groupId}-error`}>
              <legend id={`${groupId}-legend`}>{PATTERN_LIST}</legend>
              {list.map((p) => (
                <label key={p.patternId} data-chosen={patternId === p.patternId}>
                  <input
                    type="radio"
                    name={`${groupId}-pattern`}
                    value={p.patternId}
                    checked={patternId === p.patternId}
                    aria-labelledby={`${groupId}-${p.patternId}-name`}
                    aria-describedby={`${groupId}-${p.patternId}`}
                    onChange={() => {
                      setPatternId(p.patternId)
                      changed()
                    }}
                  />
                  <span>
                    <strong id={`${groupId}-${p.patternId}-name`}>{p.name}</strong>
                    <span id={`${groupId}-${p.patternId}`}>
                      {patternInWords(p).map((line) => (
                        <small key={line}>{line}</small>
                      ))}
                    </span>
                  </span>
                </label>
              ))}
            </Patterns>
          )}
        </QueryBlock>
        {errors.patternId === undefined ? null : (
          <Problem id={`${groupId}-error`} role="alert">
            {errors.patternId}
          </Problem>
        )}
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={`${attempt}-${refusal ?? ''}`} onClick={() => undefined} disabled={mutation.isPending}>
            {CONFIRM_SHIFT_PATTERN}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}

const Week = styled.p`
  margin: 0;
  font-weight: 600;
  span {
    font-weight: 400;
    color: ${theme.color.muted};
    margin-right: 6px;
  }
`
const Patterns = styled.fieldset`
  display: grid;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 10px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    cursor: pointer;
  }
  label[data-chosen='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
  input {
    margin-top: 3px;
  }
  strong {
    display: block;
    font-size: 14px;
  }
  small {
    display: block;
    font-size: 13px;
    color: ${theme.color.text};
  }
`
