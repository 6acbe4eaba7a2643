import { centreDayOf } from '../../core/shared/centre-day-of'
import { epochMs } from '../../core/shared/brands'
import { useState } from 'react'
import styled from 'styled-components'
import type { FitnessEmployee, RosterShift, ShiftKind } from '../../core/employee/employee'
import type { RosterDay, RosterWeek } from '../../core/employee/load-roster.use-case'
import { roleLabel } from '../../core/employee/employee-profile.rule'
import { rosterWeekDays } from '../../core/employee/roster.rule'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import {
  ADD_SHIFT,
  APPLY_SHIFT_PATTERN,
  NEW_SHIFT_PATTERN,
  BOOK_SLOT,
  CANCEL,
  NEXT_WEEK,
  NO_EMPLOYEES,
  NO_SHIFT,
  PREVIOUS_WEEK,
  ROSTER_TABLE,
  SHIFT_DAY,
  SHIFT_EMPLOYEE,
  SHIFT_END,
  SHIFT_KIND,
  SHIFT_START,
  THIS_WEEK,
  LEAVE_BY_MANAGER,
  LEAVE_FROM_REQUEST,
  LEAVE_RECORDED_BY_MANAGER,
  leaveFrom,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DataTable } from '../widgets/data-table'
import { Modal } from '../widgets/modal'
import { ClockTimePicker } from '../widgets/time-picker'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { FormActions, FormBody, Select } from './employee-form'
import { Muted, ScreenHeader, employeeKeys, useEmployeeDesk } from './employee-parts'
import { RosterSlotPicker } from './roster-slot-picker'
import { ShiftPatternModal } from './shift-pattern-modal'
import { NewShiftPatternModal } from './new-shift-pattern-modal'
import { enumLabel } from '../../core/shared/enum-labels'

const rosterKey = (sid: number, weekOffset: number) => ['employees', sid, 'roster', weekOffset] as const

const shiftText = (s: RosterShift): string =>
  s.kind === 'LEAVE' ? leaveFrom(shiftClockTime(s.startTime)) : `${shiftClockTime(s.startTime)} – ${shiftClockTime(s.endTime)}`

/**
 * Rostering (/employee/rostering): the week's shifts and leaves of the centre's employees at a
 * glance (a row per employee, a column per day, Monday first); previous and next weeks; Add shift
 * or leave (EDIT on ROSTERING), a leave placed at 5 am.
 */
export default function RosteringScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useEmployeeDesk()
  const loadRoster = useUseCase('loadRoster')
  const loadEmployees = useUseCase('loadEmployeeList')
  const now = useUseCase('now')
  const [weekOffset, setWeekOffset] = useState(0)
  const [adding, setAdding] = useState(false)
  const [booking, setBooking] = useState(false)
  const [patterning, setPatterning] = useState(false)
  const [newPattern, setNewPattern] = useState(false)
  const sid = centre?.centerServiceId ?? 0
  const roster = useUseCaseQuery(rosterKey(sid, weekOffset), () => loadRoster({ centerServiceId: sid, weekOffset }), { enabled: centre !== undefined })
  const staff = useUseCaseQuery(employeeKeys.list(sid), () => loadEmployees(sid), { enabled: centre !== undefined })
  const active = (staff.data ?? []).filter((e) => e.status === 'ACTIVE')
  // The week's caption and day columns are known before its shifts: the table's frame while they load.
  const frame = <RosterTable days={rosterWeekDays(now(), weekOffset)} staff={[]} week={undefined} />
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        {/* Drawn with the screen's frame, so the table under them never moves; the two that place shifts on the week's days wait for them. */}
        {can('ROSTERING', 'EDIT') && centre !== undefined ? (
          <Actions>
            <Button $variant="secondary" onClick={() => setBooking(true)}>
              {BOOK_SLOT}
            </Button>
            <Button $variant="secondary" disabled={roster.data === undefined} onClick={() => setPatterning(true)}>
              {APPLY_SHIFT_PATTERN}
            </Button>
            <Button $variant="secondary" onClick={() => setNewPattern(true)}>
              {NEW_SHIFT_PATTERN}
            </Button>
            <Button disabled={roster.data === undefined} onClick={() => setAdding(true)}>
              {ADD_SHIFT}
            </Button>
          </Actions>
        ) : null}
      </ScreenHeader>
      <WeekNav aria-label="Week">
        <Button type="button" $variant="secondary" onClick={() => setWeekOffset((w) => w - 1)}>
          ← {PREVIOUS_WEEK}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setWeekOffset(0)} disabled={weekOffset === 0}>
          {THIS_WEEK}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setWeekOffset((w) => w + 1)}>
          {NEXT_WEEK} →
        </Button>
      </WeekNav>
      <QueryBlock query={staff} frame={frame} empty={{ when: (l) => l.length === 0, message: NO_EMPLOYEES }}>
        {() => (
          <QueryBlock query={roster} frame={frame}>
            {(week) => <RosterTable days={week.days} staff={active} week={week} />}
          </QueryBlock>
        )}
      </QueryBlock>
      {adding && centre !== undefined && roster.data !== undefined ? (
        <AddShiftModal
          centerServiceId={centre.centerServiceId}
          days={roster.data.days}
          employees={active.map((e) => ({ value: e.agentId, label: `${e.name} · ${roleLabel(e.primaryRole)}` }))}
          weekOffset={weekOffset}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {booking && centre !== undefined ? (
        <RosterSlotPicker
          centerServiceId={centre.centerServiceId}
          employees={active.map((e) => ({ value: e.agentId, label: `${e.name} · ${roleLabel(e.primaryRole)}` }))}
          onClose={() => setBooking(false)}
        />
      ) : null}
      {patterning && centre !== undefined && roster.data !== undefined ? (
        <ShiftPatternModal
          centerServiceId={centre.centerServiceId}
          days={roster.data.days}
          employees={active.map((e) => ({ value: e.agentId, label: `${e.name} · ${roleLabel(e.primaryRole)}` }))}
          onClose={() => setPatterning(false)}
        />
      ) : null}
      {newPattern && centre !== undefined ? <NewShiftPatternModal centerServiceId={centre.centerServiceId} onClose={() => setNewPattern(false)} /> : null}
    </section>
  )
}

type Staff = readonly FitnessEmployee[]

/**
 * The week's table: a row per active employee, a column per day. Without the week (its frame
 * while the shifts load) it is the caption and the day columns alone.
 */
const RosterTable = ({ days, staff, week }: { readonly days: readonly RosterDay[]; readonly staff: Staff; readonly week: RosterWeek | undefined }) => (
  <DataTable
    caption={ROSTER_TABLE}
    shownCaption={
      <>
        {ROSTER_TABLE}: {days[0]?.label} – {days[6]?.label}
      </>
    }
    rows={staff}
    rowsToCome={week === undefined}
    rowKey={(e) => e.agentId}
    columns={[
      {
        key: 'employee',
        header: SHIFT_EMPLOYEE,
        rowHeader: true,
        cell: (e) => (
          <>
            {e.name}
            <Role>{roleLabel(e.primaryRole)}</Role>
          </>
        ),
      },
      ...days.map((d) => ({
        key: d.day,
        header: d.label,
        cell: (e: Staff[number]) => {
          const mine = week === undefined ? [] : shiftsOf(week, e.agentId, d.day)
          return mine.length === 0 ? (
            <Muted>{NO_SHIFT}</Muted>
          ) : (
            mine.map((s) => (
              <ShiftTag key={s.shiftId} $leave={s.kind === 'LEAVE'}>
                {s.kind === 'LEAVE' ? (
                  shiftText(s)
                ) : (
                  // Each time stays whole; a narrow day column breaks the line after the dash.
                  <span>
                    <Whole>{shiftClockTime(s.startTime)}</Whole> – <Whole>{shiftClockTime(s.endTime)}</Whole>
                  </span>
                )}
                <small>{enumLabel('shiftKind', s.kind)}</small>
                {s.kind === 'LEAVE' ? <small>{s.leaveRequestId === undefined ? LEAVE_BY_MANAGER : LEAVE_FROM_REQUEST}</small> : null}
              </ShiftTag>
            ))
          )
        },
      })),
    ]}
  />
)

/** The day column a shift sits in: the centre day (Asia/Kolkata) its start falls on. */
const dayOfShift = (days: readonly RosterDay[], s: RosterShift): string | undefined => {
  const key = centreDayOf(epochMs(s.startTime))
  return days.find((d) => d.day === key)?.day
}

/** Each week's shifts by employee and day, grouped once (a shift's centre day is worked out once, not once per cell). */
const byCell = new WeakMap<RosterWeek, ReadonlyMap<string, readonly RosterShift[]>>()

/** An employee's shifts on a day of the week, in the week's order. */
const shiftsOf = (week: RosterWeek, agentId: RosterShift['agentId'], day: string): readonly RosterShift[] => {
  let cells = byCell.get(week)
  if (cells === undefined) {
    const grouped = new Map<string, RosterShift[]>()
    for (const s of week.shifts) {
      const d = dayOfShift(week.days, s)
      if (d === undefined) continue
      const key = `${String(s.agentId)}|${d}`
      const list = grouped.get(key)
      if (list === undefined) grouped.set(key, [s])
      else list.push(s)
    }
    byCell.set(week, grouped)
    cells = grouped
  }
  return cells.get(`${String(agentId)}|${day}`) ?? []
}

const KINDS: readonly ShiftKind[] = ['PERSONAL_TRAINING', 'FLOOR_TRAINING', 'CENTRE_MANAGER', 'COACHING', 'LIFE_GUARD', 'LEAVE']

const AddShiftModal = ({
  centerServiceId,
  days,
  employees,
  weekOffset,
  onClose,
}: {
  centerServiceId: number
  days: readonly RosterDay[]
  employees: readonly { value: string; label: string }[]
  weekOffset: number
  onClose: () => void
}) => {
  const add = useUseCase('addRosterShift')
  const toast = useToast()
  const [draft, setDraft] = useState({ agentId: '', day: days[0]?.day ?? '', kind: 'FLOOR_TRAINING' as ShiftKind, start: '06:00', end: '14:00' })
  const { mutation, errors, attempt } = useFormMutation(() => add({ ...draft, centerServiceId }), {
    invalidates: () => [rosterKey(centerServiceId, weekOffset), ['employees', centerServiceId, 'attendance']],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  return (
    <Modal title={ADD_SHIFT} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Select placeholder label={SHIFT_EMPLOYEE} value={draft.agentId} error={errors.agentId} options={employees} onChange={(v) => setDraft((d) => ({ ...d, agentId: v }))} />
        <Select label={SHIFT_DAY} value={draft.day} error={errors.day} options={days.map((d) => ({ value: d.day, label: d.label }))} onChange={(v) => setDraft((d) => ({ ...d, day: v }))} />
        <Select
          label={SHIFT_KIND}
          value={draft.kind}
          options={KINDS.map((k) => ({ value: k, label: enumLabel('shiftKind', k) }))}
          onChange={(v) => setDraft((d) => ({ ...d, kind: v as ShiftKind }))}
        />
        {draft.kind === 'LEAVE' ? (
          <>
            <Muted>{leaveFrom('5:00 AM')}</Muted>
            <Muted role="note">{LEAVE_RECORDED_BY_MANAGER}</Muted>
          </>
        ) : (
          <Times>
            <ClockTimePicker label={SHIFT_START} shortSteps value={draft.start} error={errors.start} onChange={(v) => setDraft((d) => ({ ...d, start: v }))} />
            <ClockTimePicker label={SHIFT_END} shortSteps value={draft.end} error={errors.end} onChange={(v) => setDraft((d) => ({ ...d, end: v }))} />
          </Times>
        )}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {ADD_SHIFT}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const WeekNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`
const Role = styled(Muted)`
  display: block;
  font-weight: 400;
`
const ShiftTag = styled.div<{ $leave: boolean }>`
  display: grid;
  padding: 4px 6px;
  margin-bottom: 4px;
  border-radius: 6px;
  background: ${(p) => (p.$leave ? theme.color.primarySoft : theme.color.successSoft)};
  color: ${(p) => (p.$leave ? theme.color.primaryHover : theme.color.successStrong)};
  font-weight: 600;
  small {
    font-weight: 400;
    color: ${theme.color.text};
  }
`
const Whole = styled.span`
  white-space: nowrap;
`
const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`
