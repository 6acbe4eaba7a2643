import styled from 'styled-components'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import type { LeavePtSession } from '../../core/employee/staff-desk'
import { dayText } from '../../core/employee/staff-desk.rule'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { ptSessionInLeave, ptSessionsInLeave } from '../../core/shared/messages'
import { theme } from '../theme/theme'

/**
 * The PT sessions a trainer has booked with customers in the days of their leave, under the leave
 * request, so the manager approving it knows whom to move (nothing when there are none).
 */
export const LeaveSessionsWarning = ({ sessions }: { readonly sessions: readonly LeavePtSession[] }) =>
  sessions.length === 0 ? null : (
    <Warning role="note">
      <strong>{ptSessionsInLeave(sessions.length)}</strong>
      <ul>
        {sessions.map((x) => (
          <li key={x.id}>{ptSessionInLeave(`${dayText(centreDayOf(x.startTime))}, ${shiftClockTime(x.startTime)}`, x.customerName)}</li>
        ))}
      </ul>
    </Warning>
  )

/** Under the whole row of the request (every column), with a warning edge. */
const Warning = styled.aside`
  grid-column: 1 / -1;
  padding: 8px 12px;
  border-left: 4px solid ${theme.color.warning};
  background: ${theme.color.surfaceMuted};
  border-radius: 6px;
  font-size: 14px;
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`
