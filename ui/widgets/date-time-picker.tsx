import { useId, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'
import type { Day } from './calendar-day'
import { DatePicker } from './date-picker'
import { ClockTimePicker } from './time-picker'

type Props = {
  /** The moment's name, the legend over its two halves. */
  readonly label: string
  readonly dayLabel: string
  readonly timeLabel: string
  /** 'yyyy-MM-ddTHH:mm' on the centre's clock; '' until both halves are chosen. */
  readonly value: string
  readonly onChange: (moment: string) => void
  readonly minDay?: Day
  readonly maxDay?: Day
  /** Minutes between the offered times (15 by default). */
  readonly step?: number
  readonly error?: string | undefined
}

const DEFAULT_STEP_MINUTES = 15

/**
 * A day and a time of day under one legend: the day as dd-MM-yyyy (DatePicker) and the time as
 * h:mm A (TimePicker), whatever the browser's language, in place of the browser's own date-time
 * input. The moment is given back only when both halves are chosen ('' otherwise).
 */
export const DateTimePicker = ({ label, dayLabel, timeLabel, value, onChange, minDay, maxDay, step = DEFAULT_STEP_MINUTES, error }: Props) => {
  const id = useId()
  const [day, time] = value === '' ? ['', ''] : (value.split('T') as [string, string])
  // A half chosen on its own is kept here until the other is chosen too.
  const [halves, setHalves] = useState({ day, time })
  const shownDay = value === '' ? halves.day : day
  const shownTime = value === '' ? halves.time : time
  const change = (next: { day: string; time: string }) => {
    setHalves(next)
    onChange(next.day !== '' && next.time !== '' ? `${next.day}T${next.time}` : '')
  }
  return (
    <Group aria-describedby={error === undefined ? undefined : `${id}-error`}>
      <legend>{label}</legend>
      <Halves>
        <DatePicker
          label={dayLabel}
          value={shownDay === '' ? undefined : shownDay}
          {...(minDay === undefined ? {} : { min: minDay })}
          {...(maxDay === undefined ? {} : { max: maxDay })}
          onChange={(d) => change({ day: d ?? '', time: shownTime })}
        />
        <ClockTimePicker label={timeLabel} step={step} value={shownTime} onChange={(t) => change({ day: shownDay, time: t })} />
      </Halves>
      {error === undefined ? null : (
        <Problem id={`${id}-error`} role="alert">
          {error}
        </Problem>
      )}
    </Group>
  )
}

const Group = styled.fieldset`
  display: grid;
  gap: 8px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin: 0;
  padding: 8px 12px 12px;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 4px;
  }
`
const Halves = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 12px 16px;
`
const Problem = styled.span`
  font-size: 13px;
  color: ${theme.color.danger};
`
