import { useState } from 'react'
import styled from 'styled-components'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import type { LeaveRequest } from '../../core/employee/staff-desk'
import { dayText } from '../../core/employee/staff-desk.rule'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { LEAVE_STATUS_LABELS, MY_LEAVE_REQUESTS, NO_MY_LEAVE_REQUESTS, REQUEST_LEAVE, leaveDays, leaveDecidedBy } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Muted, ScreenHeader, useEmployeeDesk } from './employee-parts'
import { RequestLeaveModal, myLeaveKey } from './request-leave-modal'

const decidedText = (r: LeaveRequest): string | undefined =>
  r.decidedBy !== undefined && r.decidedAt !== undefined
    ? leaveDecidedBy(LEAVE_STATUS_LABELS[r.status] ?? r.status, r.decidedBy, `${dayText(centreDayOf(r.decidedAt))}, ${shiftClockTime(r.decidedAt)}`)
    : undefined

/**
 * My Leave (/my-leave, every staff member): the signed-in staff member's own leave requests at the
 * centre, waiting ones first, with who decided them; Request leave asks for more. A manager with
 * LEAVE_APPROVAL decides them on Leave Management (never their own: the server refuses that).
 */
export default function MyLeaveScreen() {
  const { route } = useCurrentRoute()
  const { centre } = useEmployeeDesk()
  const load = useUseCase('loadMyLeaveRequests')
  const [asking, setAsking] = useState(false)
  const sid = centre?.centerServiceId ?? 0
  const mine = useUseCaseQuery(myLeaveKey(sid), () => load(sid), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <Button type="button" onClick={() => setAsking(true)} disabled={centre === undefined}>
          {REQUEST_LEAVE}
        </Button>
      </ScreenHeader>
      <QueryBlock query={mine} empty={{ when: (l) => l.length === 0, message: NO_MY_LEAVE_REQUESTS }}>
        {(list) => (
          <Rows aria-label={MY_LEAVE_REQUESTS}>
            {list.map((r) => (
              <Row key={r.id} aria-label={leaveDays(dayText(r.startDay), dayText(r.endDay))}>
                <div>
                  <strong>{leaveDays(dayText(r.startDay), dayText(r.endDay))}</strong>
                  <Muted>{r.reason}</Muted>
                </div>
                <div>
                  <Status $status={r.status}>{LEAVE_STATUS_LABELS[r.status] ?? r.status}</Status>
                  {decidedText(r) === undefined ? null : <Muted>{decidedText(r)}</Muted>}
                </div>
              </Row>
            ))}
          </Rows>
        )}
      </QueryBlock>
      {asking && centre !== undefined ? <RequestLeaveModal centerServiceId={sid} onClose={() => setAsking(false)} /> : null}
    </section>
  )
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(200px, 2fr);
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: none;
  }
  > div {
    display: grid;
    gap: 2px;
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`
const STATUS_COLOURS: Record<string, readonly [string, string]> = {
  APPROVED: [theme.color.successSoft, theme.color.successStrong],
  REJECTED: [theme.color.dangerSoft, theme.color.danger],
  PENDING: [theme.color.primarySoft, theme.color.primaryHover],
}
const Status = styled.span<{ $status: string }>`
  justify-self: start;
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) => STATUS_COLOURS[p.$status]?.[0] ?? theme.color.surfaceMuted};
  color: ${(p) => STATUS_COLOURS[p.$status]?.[1] ?? theme.color.text};
`
