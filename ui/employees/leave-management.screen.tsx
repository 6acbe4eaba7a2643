import { useState } from 'react'
import styled from 'styled-components'
import { roleLabel } from '../../core/employee/employee-profile.rule'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import type { LeaveDecision, LeaveRequest } from '../../core/employee/staff-desk'
import { canDecideLeave, dayText } from '../../core/employee/staff-desk.rule'
import { centreDayOf } from '../../core/shared/centre-day-of'
import {
  APPROVE_LEAVE,
  LEAVE_FILTER,
  LEAVE_FILTER_ALL,
  NO_LEAVE_REQUESTS,
  REJECT_LEAVE,
  REQUEST_LEAVE,
  YOUR_OWN_REQUEST,
  leaveDays,
  leaveDecidedBy,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseMutation, failureMessage } from '../app/use-use-case-query'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Select } from './employee-form'
import { Muted, ScreenHeader, StatusRow, StatusRows, leaveTone, useEmployeeDesk } from './employee-parts'
import { enumLabel } from '../../core/shared/enum-labels'
import { RequestLeaveModal, centreLeaveKey } from './request-leave-modal'
import { LeaveSessionsWarning } from './leave-sessions-warning'
import { StatusPill } from '../widgets/status-pill'

const leaveKey = centreLeaveKey
const FILTERS = ['', 'PENDING', 'APPROVED', 'REJECTED'] as const

/**
 * Leave Management (/leave-management): every leave request at the centre, those waiting for
 * approval first; Approve and Reject (EDIT on LEAVE_APPROVAL, enforced by the server too) on a
 * waiting request, with who decided and when on the decided ones.
 */
export default function LeaveManagementScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useEmployeeDesk()
  const load = useUseCase('loadLeaveRequests')
  const decide = useUseCase('decideLeave')
  const toast = useToast()
  const [filter, setFilter] = useState('')
  const [asking, setAsking] = useState(false)
  const sid = centre?.centerServiceId ?? 0
  const requests = useUseCaseQuery(leaveKey(sid), () => load(sid), { enabled: centre !== undefined })
  const deciding = useUseCaseMutation((v: { readonly leaveId: string; readonly decision: LeaveDecision }) => decide(v), {
    // An approval puts the leave on the roster and the day's attendance.
    invalidates: (_r, v) => (v.decision === 'APPROVED' ? [leaveKey(sid), ['employees', sid, 'roster'], ['employees', sid, 'attendance']] : [leaveKey(sid)]),
    onSuccess: (r) => toast.success(r.message),
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  const canEdit = can('LEAVE_APPROVAL', 'EDIT')
  const shown = (l: readonly LeaveRequest[]) => l.filter((r) => filter === '' || r.status === filter)
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <Button type="button" onClick={() => setAsking(true)} disabled={centre === undefined}>
          {REQUEST_LEAVE}
        </Button>
        <FilterBox>
          <Select
            label={LEAVE_FILTER}
            value={filter}
            options={FILTERS.map((f) => ({ value: f, label: f === '' ? LEAVE_FILTER_ALL : (enumLabel('leaveStatus', f)) }))}
            onChange={setFilter}
          />
        </FilterBox>
      </ScreenHeader>
      <QueryBlock query={requests} empty={{ when: (l) => shown(l).length === 0, message: NO_LEAVE_REQUESTS }}>
        {(list) => (
          <StatusRows aria-label={route.title}>
            {shown(list).map((r) => (
              <Row $columns="minmax(170px, 1.4fr) minmax(200px, 2fr) minmax(170px, 1.6fr) 200px" key={r.id} aria-label={`${r.name}, ${leaveDays(dayText(r.startDay), dayText(r.endDay))}`}>
                <div>
                  <strong>{r.name}</strong>
                  <Muted>{roleLabel(r.primaryRole)}</Muted>
                </div>
                <div>
                  <div>{leaveDays(dayText(r.startDay), dayText(r.endDay))}</div>
                  <Muted>{r.reason}</Muted>
                </div>
                <div>
                  <StatusPill tone={leaveTone[r.status]}>{enumLabel('leaveStatus', r.status)}</StatusPill>
                  {r.decidedBy !== undefined && r.decidedAt !== undefined ? (
                    <Decided>{leaveDecidedBy(enumLabel('leaveStatus', r.status), r.decidedBy, `${dayText(centreDayOf(r.decidedAt))}, ${shiftClockTime(r.decidedAt)}`)}</Decided>
                  ) : null}
                </div>
                <Actions>
                  {r.mine && canDecideLeave(r) ? <Muted>{YOUR_OWN_REQUEST}</Muted> : null}
                  {canEdit && canDecideLeave(r) && !r.mine ? (
                    <>
                      <Button
                        type="button"
                        aria-label={`${APPROVE_LEAVE}: ${r.name}`}
                        disabled={deciding.isPending}
                        onClick={() => deciding.mutate({ leaveId: r.id, decision: 'APPROVED' })}
                      >
                        {APPROVE_LEAVE}
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={`${REJECT_LEAVE}: ${r.name}`}
                        disabled={deciding.isPending}
                        onClick={() => deciding.mutate({ leaveId: r.id, decision: 'REJECTED' })}
                      >
                        {REJECT_LEAVE}
                      </Button>
                    </>
                  ) : null}
                </Actions>
                <LeaveSessionsWarning sessions={r.ptSessionsInLeave ?? []} />
              </Row>
            ))}
          </StatusRows>
        )}
      </QueryBlock>
      {asking && centre !== undefined ? <RequestLeaveModal centerServiceId={sid} onClose={() => setAsking(false)} /> : null}
    </section>
  )
}

const FilterBox = styled.div`
  min-width: 220px;
  margin-bottom: 12px;
`
const Row = styled(StatusRow)`
  > div:not(:last-child) {
    display: grid;
    gap: 2px;
  }
`
const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  &:empty {
    display: none;
  }
  @media (max-width: ${theme.phone}) {
    justify-content: flex-start;
  }
`
const Decided = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`
