import { useId } from 'react'
import styled from 'styled-components'
import { Field } from './field'
import { TIME_PICKER_SHORT_STEP_MINUTES, TIME_PICKER_STEP_MINUTES } from '../../core/shared/constants'
import { timeLabel as clockLabel } from '../../core/check-in/check-in-window.rule'
import { theme } from '../theme/theme'

type Props = {
  readonly label: string
  /** Minutes after midnight on the centre's clock; undefined when none is chosen. */
  readonly value: number | undefined
  readonly onChange: (minuteOfDay: number | undefined) => void
  /** 15-minute steps on request; 30 by default. */
  readonly shortSteps?: boolean
  /** Offers the end of the day ('11:59 PM', minute END_OF_DAY_MINUTE) as the last choice. */
  readonly endOfDay?: boolean
}

/** The value a picker uses for the last moment of the day (shown as 11:59 PM). */
export const END_OF_DAY_MINUTE = 1440

/** '7:30 AM' for 450: the spec's h:mm A, as every other time (the end of the day reads 11:59 PM). */
export const timeLabel = (minuteOfDay: number): string => clockLabel(Math.min(minuteOfDay, END_OF_DAY_MINUTE - 1))

/** Every selectable time of the day at the given step. */
export const timeSteps = (step: number): readonly number[] => Array.from({ length: Math.floor(1440 / step) }, (_, i) => i * step)

/**
 * A time of day in 30-minute steps (15 on request). A value between steps (the window in force,
 * e.g. the last 90 minutes) is shown as its own choice, so the picker never reads '--:--' while a
 * window applies; '--:--' is offered only when nothing is chosen.
 */
export const TimePicker = ({ label, value, onChange, shortSteps = false, endOfDay = false }: Props) => {
  const id = useId()
  const step = shortSteps ? TIME_PICKER_SHORT_STEP_MINUTES : TIME_PICKER_STEP_MINUTES
  const steps = timeSteps(step)
  const choices = endOfDay ? [...steps, END_OF_DAY_MINUTE] : [...steps]
  if (value !== undefined && !choices.includes(value)) choices.splice(choices.findIndex((m) => m > value) === -1 ? choices.length : choices.findIndex((m) => m > value), 0, value)
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
        {value === undefined ? <option value="">--:--</option> : null}
        {choices.map((m) => (
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
