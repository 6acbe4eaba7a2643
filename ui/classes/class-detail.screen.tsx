import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { dayHeadingLabel, timeSpanLabel } from '../../core/classes/class-time.rule'
import { hasPermission } from '../../core/access/permission.rule'
import { classAttendanceOpen } from '../../core/classes/class-attendance.rule'
import { classTiming, placesLeft } from '../../core/classes/class-week.rule'
import type { ClassBooking, GroupClassDetail } from '../../core/classes/group-class'
import type { ReportColumn } from '../../core/reports/report'
import { centreDayOf } from '../../core/shared/centre-day-of'
import {
  CLASS_ATTENDANCE,
  CLASS_ATTENDED,
  CLASS_BACK_TO_CLASSES,
  CLASS_BOOKED,
  CLASS_BOOKINGS,
  CLASS_CAPACITY,
  CLASS_LOADING,
  CLASS_MEMBER,
  CLASS_NO_BOOKINGS,
  CLASS_NO_WAITLIST,
  CLASS_NOT_ATTENDED,
  CLASS_NOT_YET,
  CLASS_PLACES_LEFT,
  CLASS_POSITION,
  CLASS_TIME,
  CLASS_TIMING_LABELS,
  CLASS_TRAINER,
  CLASS_WAITLIST,
  CLASS_WAITLIST_HEADING,
  CLASS_MARK_ATTENDED,
  CLASS_WAITLIST_TABLE,
  classAttendanceSummary,
  classMarkAttendedLabel,
  classMarkedAttended,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { Button } from '../widgets/button'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ReportTable } from '../widgets/report-table'
import { Muted } from '../play/play-parts'
import { classKeys } from './class-parts'

const WAITLIST_COLUMNS: readonly ReportColumn[] = [
  { key: 'position', label: CLASS_POSITION, type: 'number' },
  { key: 'member', label: CLASS_MEMBER, type: 'text' },
]

/** /classDetail/:id: the class, its trainer, capacity, bookings and waitlist, and who attended. */
export default function ClassDetailScreen() {
  const { route } = useCurrentRoute()
  const { id = '' } = useParams()
  const load = useUseCase('loadClassDetail')
  const now = useUseCase('now')
  const query = useUseCaseQuery(classKeys.detail(id), () => load(id), { enabled: id !== '' })
  const { state } = useStaffAccess()
  const canMark = state.status === 'ready' && hasPermission(state.access.permissions, 'GROUP_CLASS', 'EDIT')
  const mark = useUseCase('markClassAttendance')
  const toast = useToast()
  const mutation = useUseCaseMutation((b: ClassBooking) => mark({ classId: id, userId: b.userId }), {
    invalidates: () => [['classes']],
    onSuccess: (b) => toast.success(classMarkedAttended(b.memberName)),
    onError: (_f, error) => toast.error(error),
  })
  const marking = (b: ClassBooking): boolean => mutation.isPending && mutation.variables?.userId === b.userId
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Back to="/classes">{CLASS_BACK_TO_CLASSES}</Back>
      <QueryBlock query={query} loadingLabel={CLASS_LOADING}>
        {(c) => {
          const t = now()
          return <Detail c={c} timing={classTiming(c, t)} markable={canMark && classAttendanceOpen(c, t)} onMark={(b) => mutation.mutate(b)} marking={marking} />
        }}
      </QueryBlock>
    </section>
  )
}

type DetailProps = {
  readonly c: GroupClassDetail
  readonly timing: keyof typeof CLASS_TIMING_LABELS
  /** Attendance can be marked now by this staff member (GROUP_CLASS EDIT, from the start to 7 days after). */
  readonly markable: boolean
  readonly onMark: (b: ClassBooking) => void
  readonly marking: (b: ClassBooking) => boolean
}

const Detail = ({ c, timing, markable, onMark, marking }: DetailProps) => {
  const confirmed = c.bookings.filter((b) => b.status === 'CONFIRMED')
  const waiting = c.bookings.filter((b) => b.status === 'WAITLIST')
  const attendanceOf = (attended: boolean): string => (attended ? CLASS_ATTENDED : timing === 'UPCOMING' ? CLASS_NOT_YET : CLASS_NOT_ATTENDED)
  return (
    <>
      <h2 data-testid="class-name">{c.name}</h2>
      <Facts>
        <Fact label={CLASS_TIME} value={`${dayHeadingLabel(centreDayOf(c.startTime))}, ${timeSpanLabel(c.startTime, c.endTime)} (${CLASS_TIMING_LABELS[timing]})`} />
        <Fact label={CLASS_TRAINER} value={c.trainerName} />
        <Fact label={CLASS_CAPACITY} value={String(c.capacity)} />
        <Fact label={CLASS_BOOKED} value={String(c.booked)} />
        <Fact label={CLASS_WAITLIST} value={String(c.waitlisted)} />
        <Fact label={CLASS_PLACES_LEFT} value={String(placesLeft(c))} />
      </Facts>
      <Block aria-labelledby="class-bookings">
        <h3 id="class-bookings">{CLASS_BOOKINGS}</h3>
        {timing === 'UPCOMING' ? null : <Muted>{classAttendanceSummary(confirmed.filter((b) => b.attended).length, confirmed.length)}</Muted>}
        {confirmed.length === 0 ? (
          <Muted>{CLASS_NO_BOOKINGS}</Muted>
        ) : (
          <Members aria-label={CLASS_ATTENDANCE}>
            {confirmed.map((b) => (
              <li key={b.userId}>
                <span>{b.memberName}</span>
                {!b.attended && markable ? (
                  <Button type="button" $variant="secondary" aria-label={classMarkAttendedLabel(b.memberName)} disabled={marking(b)} onClick={() => onMark(b)}>
                    {CLASS_MARK_ATTENDED}
                  </Button>
                ) : (
                  <State $attended={b.attended}>{attendanceOf(b.attended)}</State>
                )}
              </li>
            ))}
          </Members>
        )}
      </Block>
      <Block aria-labelledby="class-waitlist">
        <h3 id="class-waitlist">{CLASS_WAITLIST_HEADING}</h3>
        {waiting.length === 0 ? (
          <Muted>{CLASS_NO_WAITLIST}</Muted>
        ) : (
          <ReportTable
            caption={CLASS_WAITLIST_TABLE}
            columns={WAITLIST_COLUMNS}
            rows={waiting.map((b) => ({ position: b.waitlistPosition, member: b.memberName }))}
            fileName={`class-${c.id}-waitlist.csv`}
          />
        )}
      </Block>
    </>
  )
}

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 8px 12px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
`
const State = styled.span<{ $attended: boolean }>`
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 600;
  background: ${(p) => (p.$attended ? theme.color.successSoft : theme.color.surfaceMuted)};
  color: ${(p) => (p.$attended ? theme.color.successStrong : theme.color.muted)};
`

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
)

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  color: ${theme.color.primary};
`
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  margin: 0 0 20px;
  div {
    padding: 10px 12px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  dt {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`
const Block = styled.section`
  margin-bottom: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 17px;
  }
`
