import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { formatCalendarDay, formatPickerDay, parsePickerDay } from '../../core/shared/display-format'
import {
  DATE_FORMAT_HINT,
  DATE_NOT_READABLE,
  NEXT_MONTH,
  PREVIOUS_MONTH,
  OPEN_CALENDAR,
  dateBetween,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { type Day, MONTH_NAMES, addDays, dayFrom, dayOf, daysInMonth, monthOf, weekdayOf, yearOf } from './calendar-day'
import { WEEKDAY_NAMES } from '../../core/shared/calendar-names'
import { Field, FieldError } from './field'

type Props = {
  readonly label: string
  readonly value: Day | undefined
  readonly onChange: (day: Day | undefined) => void
  readonly min?: Day
  readonly max?: Day
  readonly required?: boolean
  /** The form's own message for this field (shown under it, and the field is marked invalid). */
  readonly error?: string
  readonly id?: string
}

const inRange = (day: Day, min: Day | undefined, max: Day | undefined): boolean => (min === undefined || day >= min) && (max === undefined || day <= max)

/**
 * A date field that reads and writes dd-MM-yyyy whatever the browser's language (part 1 §9): a
 * text box (typed, pasted, or 'yyyy-MM-dd' pasted) and a calendar beside it, by mouse or keyboard
 * (arrows move a day or a week, Page Up/Down a month, Enter chooses, Esc closes). A text that is
 * no day says so under the field; days outside min..max cannot be chosen in the calendar. The
 * value given and taken is the calendar day 'yyyy-MM-dd'.
 */
export const DatePicker = ({ label, value, onChange, min, max, required, error, id: given }: Props) => {
  const own = useUniqueId()
  const id = given ?? own
  const [text, setText] = useState(value === undefined ? '' : formatPickerDay(value))
  const [unreadable, setUnreadable] = useState(false)
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  // A value set from outside (a form reset, a default) shows in the box (adjusted while rendering).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (parsePickerDay(text) !== value) setText(value === undefined ? '' : formatPickerDay(value))
    if (value !== undefined) setUnreadable(false)
  }

  const type = (t: string) => {
    setText(t)
    const day = parsePickerDay(t)
    if (day !== undefined) {
      setUnreadable(false)
      if (day !== value) onChange(day)
    } else if (value !== undefined) onChange(undefined)
  }
  const choose = (day: Day) => {
    setText(formatPickerDay(day))
    setUnreadable(false)
    onChange(day)
    setOpen(false)
    toggle.current?.focus()
  }
  const range = dateBetween(min === undefined ? undefined : formatPickerDay(min), max === undefined ? undefined : formatPickerDay(max))
  const message = unreadable ? DATE_NOT_READABLE : error
  const describedBy = [`${id}-hint`, message === undefined ? undefined : `${id}-error`].filter((s) => s !== undefined).join(' ')
  return (
    <Field>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <Row>
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_FORMAT_HINT}
          value={text}
          required={required}
          data-min={min}
          data-max={max}
          aria-invalid={message !== undefined}
          aria-describedby={describedBy}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            const day = parsePickerDay(text)
            setUnreadable(text.trim() !== '' && day === undefined)
            // A day typed or pasted another way ('2026-11-29') then reads dd-MM-yyyy like every other.
            if (day !== undefined && text !== formatPickerDay(day)) setText(formatPickerDay(day))
          }}
        />
        <CalendarButton ref={toggle} type="button" aria-label={OPEN_CALENDAR} aria-describedby={`${id}-label`} aria-expanded={open} aria-controls={`${id}-calendar`} onClick={() => setOpen((o) => !o)}>
          <CalendarIcon />
        </CalendarButton>
      </Row>
      <Hint id={`${id}-hint`}>{range === '' ? DATE_FORMAT_HINT : `${DATE_FORMAT_HINT} · ${range}`}</Hint>
      {message === undefined ? null : (
        <FieldError as="span" id={`${id}-error`} role="alert">
          {message}
        </FieldError>
      )}
      {open ? (
        <Calendar
          id={`${id}-calendar`}
          labelId={`${id}-label`}
          value={value}
          min={min}
          max={max}
          onChoose={choose}
          onClose={() => {
            setOpen(false)
            toggle.current?.focus()
          }}
        />
      ) : null}
    </Field>
  )
}

type CalendarProps = {
  readonly id: string
  /** The field's label: describes the calendar (its name is the month shown, so it never reads as the field). */
  readonly labelId: string
  readonly value: Day | undefined
  readonly min: Day | undefined
  readonly max: Day | undefined
  readonly onChoose: (day: Day) => void
  readonly onClose: () => void
}

const clamp = (day: Day, min: Day | undefined, max: Day | undefined): Day => (min !== undefined && day < min ? min : max !== undefined && day > max ? max : day)

const addMonths = (day: Day, n: number): Day => {
  const total = yearOf(day) * 12 + (monthOf(day) - 1) + n
  const y = Math.floor(total / 12)
  const m = (total % 12) + 1
  return dayFrom(y, m, Math.min(Number(day.slice(8, 10)), daysInMonth(y, m)))
}

/** A month grid of day buttons (a roving focus: one day takes Tab, the arrows move it). */
const Calendar = ({ id, labelId, value, min, max, onChoose, onClose }: CalendarProps) => {
  const [focused, setFocused] = useState<Day>(() => clamp(value ?? dayOf(Date.now()), min, max))
  const grid = useRef<HTMLTableElement>(null)
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus()
  }, [focused])

  const y = yearOf(focused)
  const m = monthOf(focused)
  const first = dayFrom(y, m, 1)
  const lead = weekdayOf(first)
  const cells: (Day | undefined)[] = [...Array.from({ length: lead }, () => undefined), ...Array.from({ length: daysInMonth(y, m) }, (_, i) => dayFrom(y, m, i + 1))]
  while (cells.length % 7 !== 0) cells.push(undefined)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))

  const onKey = (e: KeyboardEvent) => {
    const step: Record<string, () => Day> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -weekdayOf(focused)),
      End: () => addDays(focused, 6 - weekdayOf(focused)),
    }
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      onClose()
      return
    }
    const next = step[e.key]
    if (next === undefined) return
    e.preventDefault()
    setFocused(clamp(next(), min, max))
  }

  const prevMonth = addMonths(first, -1)
  const nextMonth = addMonths(first, 1)
  const canPrev = min === undefined || dayFrom(yearOf(prevMonth), monthOf(prevMonth), daysInMonth(yearOf(prevMonth), monthOf(prevMonth))) >= min
  const canNext = max === undefined || nextMonth <= max
  return (
    <Pop id={id} role="group" aria-labelledby={`${id}-month`} aria-describedby={labelId} data-own-escape onKeyDown={onKey}>
      <Head>
        <NavButton type="button" aria-label={PREVIOUS_MONTH} disabled={!canPrev} onClick={() => setFocused(clamp(addMonths(focused, -1), min, max))}>
          ‹
        </NavButton>
        <strong aria-live="polite" id={`${id}-month`}>
          {MONTH_NAMES[m - 1]} {y}
        </strong>
        <NavButton type="button" aria-label={NEXT_MONTH} disabled={!canNext} onClick={() => setFocused(clamp(addMonths(focused, 1), min, max))}>
          ›
        </NavButton>
      </Head>
      <table ref={grid} role="grid" aria-labelledby={`${id}-month`}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((w) => (
              <th key={w} scope="col" abbr={w}>
                {w.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day === undefined ? (
                  <td key={i} />
                ) : (
                  <td key={day}>
                    <DayButton
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatCalendarDay(day)}
                      aria-pressed={day === value}
                      disabled={!inRange(day, min, max)}
                      $chosen={day === value}
                      onClick={() => onChoose(day)}
                    >
                      {Number(day.slice(8, 10))}
                    </DayButton>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Pop>
  )
}

const CalendarIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z" />
  </svg>
)

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`
const Input = styled.input`
  width: 9.5em;
  min-width: 0;
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font-variant-numeric: tabular-nums;
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`
const CalendarButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
`
const Hint = styled.span`
  font-size: 12px;
  color: ${theme.color.muted};
`
const Pop = styled.div`
  width: max-content;
  max-width: 100%;
  padding: 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadowRaised};
  table {
    border-collapse: collapse;
  }
  th {
    font-size: 12px;
    font-weight: 600;
    color: ${theme.color.muted};
    padding: 2px 0;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 6px;
`
const NavButton = styled.button`
  min-width: 36px;
  min-height: 36px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 18px;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`
const DayButton = styled.button<{ $chosen: boolean }>`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: ${(p) => (p.$chosen ? theme.color.primary : 'transparent')};
  color: ${(p) => (p.$chosen ? theme.color.primaryText : theme.color.text)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => (p.$chosen ? theme.color.primaryHover : theme.color.primarySoft)};
  }
  &:disabled {
    color: ${theme.color.muted};
    opacity: 0.45;
    cursor: default;
  }
`
