import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DatePicker } from '../../ui/widgets/date-picker'
import { ClockTimePicker, DateTimePicker, clockOfMinute, minuteOfClock } from '../../ui/widgets/time-picker'

const H_MM_A = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/

const Clock = ({ initial, step }: { initial: string; step?: number }) => {
  const [value, setValue] = useState(initial)
  return (
    <>
      <ClockTimePicker label="Starts" value={value} onChange={setValue} {...(step === undefined ? {} : { step })} />
      <output aria-label="sent">{value}</output>
    </>
  )
}

const Moment = () => {
  const [value, setValue] = useState('')
  return (
    <>
      <DateTimePicker label="Call back at" dayLabel="Day" timeLabel="Time" value={value} onChange={setValue} minDay="2026-11-25" maxDay="2026-12-05" />
      <output aria-label="sent">{value}</output>
    </>
  )
}

describe('the date picker', () => {
  it("shows a day pasted as yyyy-MM-dd as dd-MM-yyyy once the field is left", async () => {
    const user = userEvent.setup()
    const Day = () => {
      const [day, setDay] = useState<string | undefined>(undefined)
      return (
        <>
          <DatePicker label="Follow-up date" value={day} onChange={setDay} />
          <output aria-label="sent">{day ?? ''}</output>
        </>
      )
    }
    render(<Day />)
    const field = screen.getByRole('textbox', { name: 'Follow-up date' })
    await user.type(field, '2026-11-29')
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('2026-11-29')
    await user.tab()
    expect(field).toHaveValue('29-11-2026')
  })
})

describe('the time pickers', () => {
  it("reads and writes the form's 24-hour clock text, shown as h:mm A", async () => {
    const user = userEvent.setup()
    render(<Clock initial="06:00" />)
    const field = screen.getByRole('combobox', { name: 'Starts' })
    expect(within(field).getByRole('option', { selected: true })).toHaveTextContent('6:00 AM')
    expect(within(field).getAllByRole('option').every((o) => H_MM_A.test(o.textContent ?? ''))).toBe(true)
    await user.selectOptions(field, '6:30 PM')
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('18:30')
  })

  it('offers a time held between steps as its own choice, and any step asked', () => {
    render(<Clock initial="05:37" step={5} />)
    const field = screen.getByRole('combobox', { name: 'Starts' })
    expect(within(field).getByRole('option', { selected: true })).toHaveTextContent('5:37 AM')
    expect(within(field).getAllByRole('option')).toHaveLength(24 * 12 + 1)
  })

  it('offers --:-- only while nothing is chosen', () => {
    render(<Clock initial="" />)
    expect(within(screen.getByRole('combobox', { name: 'Starts' })).getByRole('option', { selected: true })).toHaveTextContent('--:--')
  })

  it('turns clock text and minutes into each other', () => {
    expect(minuteOfClock('07:30')).toBe(450)
    expect(minuteOfClock('24:00')).toBeUndefined()
    expect(minuteOfClock('7:30')).toBeUndefined()
    expect(clockOfMinute(450)).toBe('07:30')
    expect(clockOfMinute(0)).toBe('00:00')
  })

  it('gives a day-and-time moment only once both are chosen: the day as dd-MM-yyyy, the time as h:mm A', async () => {
    const user = userEvent.setup()
    render(<Moment />)
    const group = screen.getByRole('group', { name: 'Call back at' })
    const day = within(group).getByRole('textbox', { name: 'Day' })
    await user.type(day, '27-11-2026')
    expect(day).toHaveValue('27-11-2026')
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('')
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Time' }), '9:15 AM')
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('2026-11-27T09:15')
  })
})
