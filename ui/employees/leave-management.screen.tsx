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
import { Muted, ScreenHeader, useEmployeeDesk } from './employee-parts'
import { enumLabel } from '../../core/shared/enum-labels'
import { RequestLeaveModal, centreLeaveKey } from './request-leave-modal'
import { LeaveSessionsWarning } from './leave-sessions-warning'

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
          <Rows aria-label={route.title}>
            {shown(list).map((r) => (
              <Row key={r.id} aria-label={`${r.name}, ${leaveDays(dayText(r.startDay), dayText(r.endDay))}`}>
                <div>
                  <strong>{r.name}</strong>
                  <Muted>{roleLabel(r.primaryRole)}</Muted>
                </div>
                <div>
                  <div>{leaveDays(dayText(r.startDay), dayText(r.endDay))}</div>
                  <Muted>{r.reason}</Muted>
                </div>
                <div>
                  <Status $status={r.status}>{enumLabel('leaveStatus', r.status)}</Status>
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
          </Rows>
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
  grid-template-columns: minmax(170px, 1.4fr) minmax(200px, 2fr) minmax(170px, 1.6fr) 200px;
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: none;
  }
  > div:not(:last-child) {
    display: grid;
    gap: 2px;
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
    gap: 8px;
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
const Decided = styled.span`
  font-size: 13px;
  color: ${theme.color.muted};
`
