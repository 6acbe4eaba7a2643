import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import { dayText } from '../../core/employee/staff-desk.rule'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import { LeaveSessionsWarning } from '../../ui/employees/leave-sessions-warning'

const AT = epochMs(Date.UTC(2026, 11, 2, 4, 30)) // 2 Dec 2026, 10:00 centre time

describe('a leave request’s booked PT sessions', () => {
  it('warns how many there are and lists each with its day, time and customer', () => {
    render(
      <LeaveSessionsWarning
        sessions={[
          { id: 1, startTime: AT, customerName: 'Asha Rao' },
          { id: 2, startTime: epochMs(AT + 3_600_000), customerName: '' },
        ]}
      />,
    )
    const note = screen.getByRole('note')
    expect(within(note).getByText(M.ptSessionsInLeave(2))).toBeTruthy()
    expect(M.ptSessionsInLeave(2)).toContain('2 booked PT sessions')
    const items = within(note).getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual([`${dayText('2026-12-02')}, ${shiftClockTime(AT)} with Asha Rao`, `${dayText('2026-12-02')}, ${shiftClockTime(epochMs(AT + 3_600_000))}`])
  })
  it('shows nothing when no session falls in the leave', () => {
    const { container } = render(<LeaveSessionsWarning sessions={[]} />)
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
