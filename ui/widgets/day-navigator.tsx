import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { theme } from '../theme/theme'
import { MONTH_NAMES, type Day, addDays, dateOf, dayFrom, dayLabel, daysInMonth, monthOf, weekdayOf, yearOf } from './calendar-day'

type Props = {
  readonly value: Day
  readonly onChange: (day: Day) => void
  /** Today in the centre's zone (the caller reads it from the clock). */
  readonly today: Day
  /** Days after this one cannot be chosen. */
  readonly maxDay?: Day
  /** Years offered by the year dropdown (default: five years back to one ahead of today). */
  readonly years?: readonly number[]
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']

/**
 * The day navigator: previous and next arrows around a 'ddd DD MMM' label (centre zone), and a
 * calendar with a Today button and month and year dropdowns.
 */
export const DayNavigator = ({ value, onChange, today, maxDay, years }: Props) => {
  const id = useUniqueId()
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<{ year: number; month: number }>({ year: yearOf(value), month: monthOf(value) })
  const next = addDays(value, 1)
  const nextBlocked = maxDay !== undefined && next > maxDay
  const yearList = years ?? Array.from({ length: 7 }, (_, i) => yearOf(today) - 5 + i)
  const go = (day: Day) => {
    if (maxDay !== undefined && day > maxDay) return
    onChange(day)
    setView({ year: yearOf(day), month: monthOf(day) })
  }
  const first = dayFrom(view.year, view.month, 1)
  const cells: (Day | undefined)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => undefined),
    ...Array.from({ length: daysInMonth(view.year, view.month) }, (_, i) => dayFrom(view.year, view.month, i + 1)),
  ]

  return (
    <Wrap>
      <Bar>
        <Arrow type="button" aria-label="Previous day" onClick={() => go(addDays(value, -1))}>
          ‹
        </Arrow>
        <LabelButton type="button" aria-expanded={open} aria-controls={`${id}-cal`} aria-label={`Choose a day, ${dayLabel(value)}`} onClick={() => setOpen((o) => !o)}>
          {dayLabel(value)}
        </LabelButton>
        <Arrow type="button" aria-label="Next day" disabled={nextBlocked} onClick={() => go(next)}>
          ›
        </Arrow>
      </Bar>
      {open ? (
        <Calendar id={`${id}-cal`} role="group" aria-label="Calendar" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <Head>
            <select aria-label="Month" value={String(view.month)} onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}>
              {MONTH_NAMES.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </select>
            <select aria-label="Year" value={String(view.year)} onChange={(e) => setView((v) => ({ ...v, year: Number(e.target.value) }))}>
              {yearList.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <Today
              type="button"
              onClick={() => {
                go(today)
                setOpen(false)
              }}
            >
              Today
            </Today>
          </Head>
          <Grid>
            {WEEKDAYS.map((w) => (
              <Weekday key={w} aria-hidden="true">
                {w}
              </Weekday>
            ))}
            {cells.map((d, i) =>
              d === undefined ? (
                <span key={`blank-${i}`} />
              ) : (
                <DayButton
                  key={d}
                  type="button"
                  aria-label={dayLabel(d)}
                  aria-pressed={d === value}
                  aria-current={d === today ? 'date' : undefined}
                  disabled={maxDay !== undefined && d > maxDay}
                  onClick={() => {
                    go(d)
                    setOpen(false)
                  }}
                >
                  {dateOf(d)}
                </DayButton>
              ),
            )}
          </Grid>
        </Calendar>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`
const Bar = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  padding: 3px;
`
const Arrow = styled.button`
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 7px;
  background: transparent;
  font-size: 20px;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.color.surfaceMuted};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`
const LabelButton = styled.button`
  min-width: 120px;
  height: 32px;
  border: 0;
  border-radius: 7px;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
  font-weight: 600;
  cursor: pointer;
`
const Calendar = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 30;
  width: 292px;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadowRaised};
  padding: 10px;
`
const Head = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 8px;
  select {
    padding: 4px 6px;
    border: 1px solid ${theme.color.control};
    border-radius: 6px;
    background: ${theme.color.surface};
  }
`
const Today = styled.button`
  margin-left: auto;
  border: 1px solid ${theme.color.primary};
  color: ${theme.color.primary};
  background: ${theme.color.surface};
  border-radius: 6px;
  padding: 4px 8px;
  cursor: pointer;
`
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 2px;
  text-align: center;
`
const Weekday = styled.span`
  font-size: 11px;
  color: ${theme.color.muted};
  padding: 4px 0;
`
const DayButton = styled.button`
  height: 34px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
  &[aria-current='date'] {
    font-weight: 700;
    color: ${theme.color.primary};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
  &:hover:not(:disabled):not([aria-pressed='true']) {
    background: ${theme.color.primarySoft};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`
