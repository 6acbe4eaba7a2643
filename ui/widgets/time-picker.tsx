import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { Field, FieldError } from './field'
import { TIME_PICKER_SHORT_STEP_MINUTES, TIME_PICKER_STEP_MINUTES } from '../../core/shared/constants'
import { timeLabel as clockLabel } from '../../core/check-in/check-in-window.rule'
import { theme } from '../theme/theme'
import type { Day } from './calendar-day'
import { DatePicker } from './date-picker'

type Props = {
  readonly label: string
  /** Minutes after midnight on the centre's clock; undefined when none is chosen. */
  readonly value: number | undefined
  readonly onChange: (minuteOfDay: number | undefined) => void
  /** 15-minute steps on request; 30 by default. */
  readonly shortSteps?: boolean
  /** Any other step in minutes (e.g. 5 for the time something happened); wins over shortSteps. */
  readonly step?: number
  /** Offers the end of the day ('11:59 PM', minute END_OF_DAY_MINUTE) as the last choice. */
  readonly endOfDay?: boolean
  /** The form's own message for this field (shown under it, and the field is marked invalid). */
  readonly error?: string | undefined
  readonly id?: string
}

/** The value a picker uses for the last moment of the day (shown as 11:59 PM). */
export const END_OF_DAY_MINUTE = 1440

/** '7:30 AM' for 450: the spec's h:mm A, as every other time (the end of the day reads 11:59 PM). */
export const timeLabel = (minuteOfDay: number): string => clockLabel(Math.min(minuteOfDay, END_OF_DAY_MINUTE - 1))

/** Every selectable time of the day at the given step. */
export const timeSteps = (step: number): readonly number[] => Array.from({ length: Math.floor(1440 / step) }, (_, i) => i * step)

/** 450 for the clock text '07:30' (24-hour 'HH:mm', as forms send it); undefined for anything else. */
export const minuteOfClock = (clock: string): number | undefined => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock)
  return m === null ? undefined : Number(m[1]) * 60 + Number(m[2])
}

/** '07:30' for 450: the 24-hour clock text forms send. */
export const clockOfMinute = (minuteOfDay: number): string =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`

/**
 * A time of day in 30-minute steps (15 on request, or any step). A value between steps (the
 * window in force, e.g. the last 90 minutes) is shown as its own choice, so the picker never reads
 * '--:--' while a window applies; '--:--' is offered only when nothing is chosen. Every choice reads
 * h:mm A whatever the browser's language.
 */
export const TimePicker = ({ label, value, onChange, shortSteps = false, step: given, endOfDay = false, error, id: givenId }: Props) => {
  const own = useUniqueId()
  const id = givenId ?? own
  const step = given ?? (shortSteps ? TIME_PICKER_SHORT_STEP_MINUTES : TIME_PICKER_STEP_MINUTES)
  const steps = timeSteps(step)
  const choices = endOfDay ? [...steps, END_OF_DAY_MINUTE] : [...steps]
  if (value !== undefined && !choices.includes(value)) choices.splice(choices.findIndex((m) => m > value) === -1 ? choices.length : choices.findIndex((m) => m > value), 0, value)
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value === undefined ? '' : String(value)}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        {value === undefined ? <option value="">--:--</option> : null}
        {choices.map((m) => (
          <option key={m} value={String(m)}>
            {timeLabel(m)}
          </option>
        ))}
      </Select>
      {error === undefined ? null : (
        <FieldError as="span" id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  )
}

type ClockProps = Omit<Props, 'value' | 'onChange' | 'endOfDay'> & {
  /** The 24-hour clock text 'HH:mm' a form keeps ('' when none is chosen). */
  readonly value: string
  readonly onChange: (clock: string) => void
}

/** The same picker over a form's 'HH:mm' text (shown h:mm A): '' when nothing is chosen. */
export const ClockTimePicker = ({ value, onChange, ...rest }: ClockProps) => (
  <TimePicker {...rest} value={minuteOfClock(value)} onChange={(m) => onChange(m === undefined ? '' : clockOfMinute(m))} />
)

type DateTimeProps = {
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

const DATE_TIME_STEP_MINUTES = 15

/**
 * A day and a time of day under one legend: the day as dd-MM-yyyy (DatePicker) and the time as
 * h:mm A (TimePicker), whatever the browser's language, in place of the browser's own date-time
 * input. The moment is given back only when both halves are chosen ('' otherwise).
 */
export const DateTimePicker = ({ label, dayLabel, timeLabel, value, onChange, minDay, maxDay, step = DATE_TIME_STEP_MINUTES, error }: DateTimeProps) => {
  const id = useUniqueId()
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
        <FieldError as="span" id={`${id}-error`} role="alert">
          {error}
        </FieldError>
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
const Select = styled.select`
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  background: ${theme.color.surface};
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`
