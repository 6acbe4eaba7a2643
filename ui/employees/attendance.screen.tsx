import { useState } from 'react'
import styled from 'styled-components'
import type { AttendanceReason, AttendanceRow, AttendanceStatus } from '../../core/employee/employee'
import { ATTENDANCE_REASONS, canMarkAttendance } from '../../core/employee/attendance.rule'
import { ATTENDANCE_NOTE_MAX, canConfirmAttendance } from '../../core/employee/attendance-other-reason.rule'
import { roleLabel } from '../../core/employee/employee-profile.rule'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import {
  ARE_YOU_SURE,
  ATTENDANCE_DAY,
  ATTENDANCE_REASON_LABEL,
  ATTENDANCE_OTHER_REASON,
  CANCEL,
  I_M_SURE,
  MARK_ATTENDANCE,
  NO_SHIFTS_TODAY,
  manualAttendanceQuestion,
  leaveFrom,
  markedByHand,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { DatePicker } from '../widgets/date-picker'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Input, Select } from './employee-form'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { ActionStatusRow, Muted, ScreenHeader, StatusRows, employeeKeys, useEmployeeDesk } from './employee-parts'
import { enumLabel } from '../../core/shared/enum-labels'
import { StatusPill, type StatusTone } from '../widgets/status-pill'

const shiftLabel = (r: AttendanceRow): string =>
  r.shift.kind === 'LEAVE' ? leaveFrom(shiftClockTime(r.shift.startTime)) : `${shiftClockTime(r.shift.startTime)} – ${shiftClockTime(r.shift.endTime)}`

/**
 * Attendance (/employee/attendance): the day's rostered staff at the centre with how each shift
 * was marked; Mark attendance (EDIT on CENTER_ATTENDANCE) asks Are you sure, with a reason ('I'm
 * Sure' stays disabled until one of the four reasons is chosen).
 */
export default function AttendanceScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useEmployeeDesk()
  const today = useUseCase('centreToday')()
  const load = useUseCase('loadAttendance')
  const [day, setDay] = useState(today)
  const [marking, setMarking] = useState<AttendanceRow | undefined>(undefined)
  const sid = centre?.centerServiceId ?? 0
  const rows = useUseCaseQuery(employeeKeys.attendance(sid, day), () => load({ centerServiceId: sid, day }), { enabled: centre !== undefined })
  const canEdit = can('CENTER_ATTENDANCE', 'EDIT')
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <DayPick>
          <DatePicker id="attendance-day" label={ATTENDANCE_DAY} value={day} max={today} onChange={(d) => d !== undefined && setDay(d <= today ? d : today)} />
        </DayPick>
      </ScreenHeader>
      <QueryBlock query={rows} empty={{ when: (l) => l.length === 0, message: NO_SHIFTS_TODAY }}>
        {(list) => (
          <StatusRows aria-label={route.title}>
            {list.map((r) => (
              <Row $columns="minmax(180px, 2fr) minmax(150px, 1.2fr) minmax(160px, 2fr) 180px" key={r.shift.shiftId}>
                <div>
                  <strong>{r.name}</strong>
                  <Muted>{roleLabel(r.primaryRole)}</Muted>
                </div>
                <div>
                  <div>{shiftLabel(r)}</div>
                  <Muted>{enumLabel('shiftKind', r.shift.kind)}</Muted>
                </div>
                <div>
                  <StatusPill tone={ATTENDANCE_TONES[r.status]}>{enumLabel('attendanceStatus', r.status)}</StatusPill>
                  {r.markedAt === undefined ? null : <Muted> at {shiftClockTime(r.markedAt)}</Muted>}
                  {r.manual === undefined ? null : <Manual>{markedByHand(r.manual.reason, r.manual.markedBy)}</Manual>}
                </div>
                <div>
                  {canEdit && canMarkAttendance(r) ? (
                    <Button type="button" $variant="secondary" onClick={() => setMarking(r)} aria-label={`${MARK_ATTENDANCE}: ${r.name}`}>
                      {MARK_ATTENDANCE}
                    </Button>
                  ) : null}
                </div>
              </Row>
            ))}
          </StatusRows>
        )}
      </QueryBlock>
      {marking !== undefined && centre !== undefined ? (
        <ManualAttendanceModal row={marking} centerServiceId={centre.centerServiceId} day={day} onClose={() => setMarking(undefined)} />
      ) : null}
    </section>
  )
}

/** The Are-you-sure confirmation of manual attendance: a reason first, then 'I'm Sure'. */
export const ManualAttendanceModal = ({ row, centerServiceId, day, onClose }: { row: AttendanceRow; centerServiceId: number; day: string; onClose: () => void }) => {
  const mark = useUseCase('markManualAttendance')
  const toast = useToast()
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const others = reason === 'Others'
  const ready = canConfirmAttendance(reason, note)
  const { mutation, attempt } = useFormMutation(() => mark({ agentId: row.agentId, centerServiceId, day, reason: reason as AttendanceReason, ...(others ? { note } : {}) }), {
    invalidates: () => [employeeKeys.attendance(centerServiceId, day)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  return (
    <Modal title={ARE_YOU_SURE} onClose={onClose} width={460}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (ready) mutation.mutate(undefined)
        }}
      >
        <Question>{manualAttendanceQuestion(row.name, shiftLabel(row))}</Question>
        <Select placeholder label={ATTENDANCE_REASON_LABEL} value={reason} options={ATTENDANCE_REASONS.map((r) => ({ value: r, label: r }))} onChange={setReason} />
        {others ? <Input label={ATTENDANCE_OTHER_REASON} value={note} maxLength={ATTENDANCE_NOTE_MAX} onChange={setNote} /> : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={!ready || mutation.isPending}>
            {I_M_SURE}
          </SubmitButton>
        </Actions>
      </form>
    </Modal>
  )
}

const Row = styled(ActionStatusRow)`
  > div:first-child,
  > div:nth-child(2) {
    display: grid;
    gap: 2px;
  }
`
const ATTENDANCE_TONES: Readonly<Record<AttendanceStatus, StatusTone>> = { PRESENT: 'good', ABSENT: 'bad', ON_LEAVE: 'info', NOT_MARKED: 'neutral' }
const Manual = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${theme.color.muted};
`
const Question = styled.p`
  margin: 0 0 12px;
`
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`
const DayPick = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  input {
    font: inherit;
    padding: 6px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`
