import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { weekOf } from '../../core/employee/roster.rule'
import { rosterDayLabel } from '../../core/employee/shift-pattern.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { NewShiftPatternModal } from '../../ui/employees/new-shift-pattern-modal'
import { ShiftPatternModal } from '../../ui/employees/shift-pattern-modal'
import { renderEmployeeModal } from '../support/employee-modal'

const NOW = Date.UTC(2026, 10, 26, 6, 30)
const week = weekOf(addDays(centreDayOf(epochMs(NOW)), 14))
const days = week.map((day) => ({ day, label: rosterDayLabel(day) }))

const renderModal = () =>
  renderEmployeeModal(NOW, (onClose) => (
    <ShiftPatternModal
      centerServiceId={1001}
      days={days}
      employees={[
        { value: 'emp-001', label: 'Rahul Nair · Personal trainer' },
        { value: 'emp-002', label: 'Sneha Kulkarni · Floor trainer' },
      ]}
      onClose={onClose}
    />
  ))

describe('the Apply shift pattern modal', () => {
  it('asks for an employee and a pattern, shows each pattern in words, and puts the chosen one on the shown week', async () => {
    const { portal, closed } = renderModal()
    const dialog = await screen.findByRole('dialog', { name: M.APPLY_SHIFT_PATTERN })
    expect(within(dialog).getByText(M.patternWeekLabel(days[0]?.label ?? '', days[6]?.label ?? ''))).toBeInTheDocument()
    const patterns = await within(dialog).findByRole('radiogroup', { name: M.PATTERN_LIST })
    expect(within(patterns).getAllByRole('radio')).toHaveLength(3)
    const evening = within(patterns).getByRole('radio', { name: 'Evening 2 PM – 10 PM, Mon–Fri' })
    expect(evening).toHaveAccessibleDescription('Mon–Fri: 2:00 PM – 10:00 PM, Floor training')

    await userEvent.click(within(dialog).getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }))
    expect(await within(dialog).findByText(M.PATTERN_AGENT_REQUIRED)).toBeInTheDocument()
    expect(within(dialog).getByText(M.PATTERN_REQUIRED)).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: M.PATTERN_AGENT })).toHaveAttribute('aria-invalid', 'true')
    expect(portal.employees.shifts.filter((s) => week.includes(centreDayOf(s.startTime)))).toEqual([])

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.PATTERN_AGENT }), 'emp-002')
    await userEvent.click(evening)
    expect(within(dialog).queryByText(M.PATTERN_REQUIRED)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }))
    expect(await screen.findByText(M.shiftPatternApplied(5))).toBeInTheDocument()
    expect(closed()).toBe(1)
    const made = portal.employees.shifts.filter((s) => s.agentId === 'emp-002' && week.includes(centreDayOf(s.startTime)))
    expect(made.map((s) => centreDayOf(s.startTime))).toEqual(week.slice(0, 5))
  })

  it('shows the clash in the modal and adds nothing when the week is already rostered', async () => {
    const { portal, closed } = renderModal()
    const r = await portal.useCases.applyShiftPattern({ centerServiceId: 1001, agentId: 'emp-001', patternId: 'SP-1001-3', weekStart: week[0] ?? '' })()
    expect(r._tag).toBe('Right')
    const before = portal.employees.shifts.length
    const dialog = await screen.findByRole('dialog', { name: M.APPLY_SHIFT_PATTERN })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.PATTERN_AGENT }), 'emp-001')
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Weekend 7 AM – 3 PM, Sat–Sun' }))
    await userEvent.click(within(dialog).getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.shiftPatternClash([days[5]?.label ?? '', days[6]?.label ?? '']))
    expect(portal.employees.shifts).toHaveLength(before)
    expect(closed()).toBe(0)
  })
})

describe('the New shift pattern modal', () => {
  const renderNew = () => renderEmployeeModal(NOW, (onClose) => <NewShiftPatternModal centerServiceId={1001} onClose={onClose} />)

  it('says every missing field at once, then saves the pattern; a name the centre uses is refused in the modal', async () => {
    const { portal, closed } = renderNew()
    const dialog = await screen.findByRole('dialog', { name: M.NEW_SHIFT_PATTERN })
    await userEvent.click(within(dialog).getByRole('button', { name: M.SAVE_SHIFT_PATTERN }))
    expect(await within(dialog).findByText(M.PATTERN_NAME_REQUIRED)).toBeInTheDocument()
    expect(within(dialog).getByText(M.PATTERN_DAYS_REQUIRED)).toBeInTheDocument()
    const before = portal.employees.patterns.length

    await userEvent.type(within(dialog).getByRole('textbox', { name: M.PATTERN_NAME }), 'Morning 6 AM – 2 PM, Mon–Fri')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tue' }))
    expect(within(dialog).queryByText(M.PATTERN_DAYS_REQUIRED)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: M.SAVE_SHIFT_PATTERN }))
    expect(await within(dialog).findByText(M.PATTERN_NAME_TAKEN)).toBeInTheDocument()
    expect(portal.employees.patterns).toHaveLength(before)

    await userEvent.clear(within(dialog).getByRole('textbox', { name: M.PATTERN_NAME }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.PATTERN_NAME }), 'Early Tue and Thu')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Thu' }))
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.SHIFT_KIND }), 'COACHING')
    await userEvent.click(within(dialog).getByRole('button', { name: M.SAVE_SHIFT_PATTERN }))
    expect(await screen.findByText(M.SHIFT_PATTERN_SAVED)).toBeInTheDocument()
    expect(closed()).toBe(1)
    expect(portal.employees.patterns.find((p) => p.name === 'Early Tue and Thu')).toMatchObject({
      centerServiceId: 1001,
      days: [
        { weekday: 1, startMinute: 360, endMinute: 840, kind: 'COACHING' },
        { weekday: 3, startMinute: 360, endMinute: 840, kind: 'COACHING' },
      ],
    })
  })
})
