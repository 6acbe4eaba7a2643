import { useId } from 'react'
import styled from 'styled-components'
import { Field } from './field'
import { TIME_PICKER_SHORT_STEP_MINUTES, TIME_PICKER_STEP_MINUTES } from '../../core/shared/constants'
import { theme } from '../theme/theme'

type Props = {
  readonly label: string
  /** Minutes after midnight on the centre's clock; undefined when none is chosen. */
  readonly value: number | undefined
  readonly onChange: (minuteOfDay: number | undefined) => void
  /** 15-minute steps on request; 30 by default. */
  readonly shortSteps?: boolean
}

/** '07:30 AM' for 450. */
export const timeLabel = (minuteOfDay: number): string => {
  const h = Math.floor(minuteOfDay / 60)
  const m = minuteOfDay % 60
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** Every selectable time of the day at the given step. */
export const timeSteps = (step: number): readonly number[] => Array.from({ length: Math.floor(1440 / step) }, (_, i) => i * step)

/** A time of day in 30-minute steps (15 on request). */
export const TimePicker = ({ label, value, onChange, shortSteps = false }: Props) => {
  const id = useId()
  const step = shortSteps ? TIME_PICKER_SHORT_STEP_MINUTES : TIME_PICKER_STEP_MINUTES
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
        <option value="">--:--</option>
        {timeSteps(step).map((m) => (
          <option key={m} value={String(m)}>
            {timeLabel(m)}
          </option>
        ))}
      </Select>
    </Field>
  )
}

const Select = styled.select`
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
`
