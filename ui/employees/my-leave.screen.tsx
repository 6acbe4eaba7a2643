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
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Muted, ScreenHeader, StatusRow, StatusRows, leaveTone, useEmployeeDesk } from './employee-parts'
import { RequestLeaveModal, myLeaveKey } from './request-leave-modal'
import { StatusPill } from '../widgets/status-pill'

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
          <StatusRows aria-label={MY_LEAVE_REQUESTS}>
            {list.map((r) => (
              <Row $columns="minmax(200px, 2fr) minmax(200px, 2fr)" key={r.id} aria-label={leaveDays(dayText(r.startDay), dayText(r.endDay))}>
                <div>
                  <strong>{leaveDays(dayText(r.startDay), dayText(r.endDay))}</strong>
                  <Muted>{r.reason}</Muted>
                </div>
                <div>
                  <StatusPill tone={leaveTone[r.status]}>{LEAVE_STATUS_LABELS[r.status] ?? r.status}</StatusPill>
                  {decidedText(r) === undefined ? null : <Muted>{decidedText(r)}</Muted>}
                </div>
              </Row>
            ))}
          </StatusRows>
        )}
      </QueryBlock>
      {asking && centre !== undefined ? <RequestLeaveModal centerServiceId={sid} onClose={() => setAsking(false)} /> : null}
    </section>
  )
}

const Row = styled(StatusRow)`
  > div {
    display: grid;
    gap: 2px;
  }
`
