import { useId } from 'react'
import styled from 'styled-components'
import { Field } from './field'
import { theme } from '../theme/theme'
import { type Day, dayDisplay } from './calendar-day'

type Props = {
  readonly label: string
  readonly value: Day | undefined
  readonly onChange: (day: Day | undefined) => void
  readonly min?: Day
  readonly max?: Day
  readonly required?: boolean
}

/** A date field (the browser's own picker) that shows the chosen day as dd-MM-yyyy. */
export const DatePicker = ({ label, value, onChange, min, max, required }: Props) => {
  const id = useId()
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Input
          id={id}
          type="date"
          value={value ?? ''}
          min={min}
          max={max}
          required={required}
          aria-describedby={`${id}-shown`}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
        <Shown id={`${id}-shown`} aria-live="polite">
          {value === undefined ? 'dd-MM-yyyy' : dayDisplay(value)}
        </Shown>
      </Row>
    </Field>
  )
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`
const Input = styled.input`
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
`
const Shown = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${theme.color.muted};
`
