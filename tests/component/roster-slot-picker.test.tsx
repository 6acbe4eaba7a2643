import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { RosterSlotPicker } from '../../ui/employees/roster-slot-picker'
import { renderEmployeeModal } from '../support/employee-modal'

const NOW = Date.UTC(2026, 10, 26, 6, 30)

const renderPicker = () =>
  renderEmployeeModal(NOW, (onClose) => (
    <RosterSlotPicker centerServiceId={1001} employees={[{ value: 'emp-001', label: 'Rahul Nair · Personal trainer' }]} onClose={onClose} />
  ))

describe('the roster slot picker (part 3 §4 slot window, §5 only free slots, §8 message)', () => {
  it("says 'Please choose a time slot to proceed' without a slot, then books the chosen free slot as a PT session", async () => {
    const { portal, closed, unmount, again } = renderPicker()
    const dialog = await screen.findByRole('dialog', { name: M.BOOK_SLOT })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.SLOT_AGENT }), 'emp-001')
    const tomorrow = addDays(centreDayOf(epochMs(NOW)), 1)
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.SLOT_PICKER_DAY }), tomorrow)
    const first = await within(dialog).findByRole('radio', { name: '4:00 AM – 5:00 AM' })
    expect(within(dialog).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['4 AM – 9 AM', '9 AM – 2 PM', '2 PM – 6 PM', '6 PM – 11 PM'])
    await userEvent.click(within(dialog).getByRole('button', { name: M.CONFIRM_SLOT }))
    expect(await within(dialog).findByText(M.TIME_SLOT_REQUIRED)).toBeInTheDocument()
    expect(portal.employees.shifts.filter((s) => s.agentId === 'emp-001' && centreDayOf(s.startTime) === tomorrow)).toEqual([])
    await userEvent.click(first)
    expect(within(dialog).queryByText(M.TIME_SLOT_REQUIRED)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: M.CONFIRM_SLOT }))
    expect(await screen.findByText(M.SLOT_BOOKED_DONE)).toBeInTheDocument()
    expect(closed()).toBe(1)
    const at = startOfCentreDay(tomorrow) + 4 * HOUR_MS
    expect(portal.employees.shifts.find((s) => s.agentId === 'emp-001' && s.startTime === at)).toMatchObject({ kind: 'PERSONAL_TRAINING', endTime: at + HOUR_MS })
    unmount()
    again()
    const reopened = await screen.findByRole('dialog', { name: M.BOOK_SLOT })
    await userEvent.selectOptions(within(reopened).getByRole('combobox', { name: M.SLOT_AGENT }), 'emp-001')
    await userEvent.selectOptions(within(reopened).getByRole('combobox', { name: M.SLOT_PICKER_DAY }), tomorrow)
    expect(await within(reopened).findByRole('radio', { name: `4:00 AM – 5:00 AM (${M.SLOT_BOOKED})` })).toBeDisabled()
    expect(within(reopened).getByRole('radio', { name: '5:00 AM – 6:00 AM' })).toBeEnabled()
  })

  it('shows today only the slots from 49 minutes before now', async () => {
    renderPicker()
    const dialog = await screen.findByRole('dialog', { name: M.BOOK_SLOT })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.SLOT_AGENT }), 'emp-001')
    const radios = await within(dialog).findAllByRole('radio')
    // now is 12:00 PM at the centre: 11:00 AM starts before 11:11 AM, so the first slot is noon's.
    expect(radios[0]).toHaveAccessibleName(expect.stringMatching(/^12:00 PM – 1:00 PM/) as unknown as string)
    expect(radios).toHaveLength(11)
  })
})
