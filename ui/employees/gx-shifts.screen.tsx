import styled from 'styled-components'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import type { GxShift } from '../../core/employee/staff-desk'
import { dayText } from '../../core/employee/staff-desk.rule'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { GX_CURRENT, GX_PAST, GX_UPCOMING, NO_GX_SHIFTS, gxShiftsCount, gxShiftsNoneAtPlay } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Muted, ScreenHeader, useEmployeeDesk } from './employee-parts'

const gxKey = (sid: number) => ['employees', sid, 'gxShifts'] as const

/** One list of shifts (past, current or upcoming) under its heading. */
const ShiftList = ({ id, title, shifts, tone }: { id: string; title: string; shifts: readonly GxShift[]; tone: 'past' | 'current' | 'upcoming' }) => (
  <Column aria-labelledby={id} $tone={tone}>
    <h2 id={id}>
      {title} <Count>{gxShiftsCount(shifts.length)}</Count>
    </h2>
    {shifts.length === 0 ? (
      <Muted>{NO_GX_SHIFTS}</Muted>
    ) : (
      <ul>
        {shifts.map((s) => (
          <li key={s.id}>
            <strong>{s.className}</strong>
            <span>
              {dayText(centreDayOf(s.startTime))}, {shiftClockTime(s.startTime)} – {shiftClockTime(s.endTime)}
            </span>
            <Muted>{s.trainerName}</Muted>
          </li>
        ))}
      </ul>
    )}
  </Column>
)

/**
 * GX Shifts (/employee/gxShifts, a cult employee id): the centre's group-exercise shifts sorted
 * into past, current and upcoming at the moment the list loads (part 3 §4); on a phone the
 * current ones come first.
 */
export default function GxShiftsScreen() {
  const { route } = useCurrentRoute()
  const { centre } = useEmployeeDesk()
  const load = useUseCase('loadGxShifts')
  const sid = centre?.centerServiceId ?? 0
  const lists = useUseCaseQuery(gxKey(sid), () => load(sid), { enabled: centre !== undefined })
  // A play centre runs no group-exercise classes: its empty list says so rather than 'Nothing here'.
  const empty = centre?.type === 'PLAY' ? gxShiftsNoneAtPlay(centre.name) : NO_GX_SHIFTS
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
      </ScreenHeader>
      <QueryBlock query={lists} empty={{ when: (l) => l.past.length + l.current.length + l.upcoming.length === 0, message: empty }}>
        {(l) => (
          <Columns>
            <ShiftList id="gx-past" title={GX_PAST} shifts={l.past} tone="past" />
            <ShiftList id="gx-current" title={GX_CURRENT} shifts={l.current} tone="current" />
            <ShiftList id="gx-upcoming" title={GX_UPCOMING} shifts={l.upcoming} tone="upcoming" />
          </Columns>
        )}
      </QueryBlock>
    </section>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Column = styled.section<{ $tone: 'past' | 'current' | 'upcoming' }>`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-top: 4px solid ${(p) => (p.$tone === 'current' ? theme.color.successStrong : p.$tone === 'upcoming' ? theme.color.primaryHover : theme.color.border)};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 12px 14px;
  @media (max-width: ${theme.phone}) {
    order: ${(p) => (p.$tone === 'current' ? 0 : p.$tone === 'upcoming' ? 1 : 2)};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 2px;
    padding: 8px 0;
    border-top: 1px solid ${theme.color.border};
  }
  li:first-child {
    border-top: none;
  }
`
const Count = styled.span`
  font-size: 13px;
  font-weight: 500;
  color: ${theme.color.muted};
`
