import { useState } from 'react'
import styled from 'styled-components'
import { dayHeadingLabel } from '../../core/classes/class-time.rule'
import { classesByDay, weekOf } from '../../core/classes/class-week.rule'
import { CLASS_LOADING, CLASS_NONE_IN_WEEK, CLASS_NONE_ON_DAY, WEEK_NEXT, WEEK_PREVIOUS, WEEK_THIS } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { addDays } from '../widgets/calendar-day'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Muted, ScreenHeader } from '../play/play-parts'
import { ClassCard, ClassList, classKeys } from './class-parts'

/** /class/schedule: the week's class schedule (Monday to Sunday, centre days) of the selected gym, day by day. */
export default function ClassScheduleScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const today = useUseCase('centreToday')()
  const load = useUseCase('loadClassSchedule')
  const [day, setDay] = useState(today)
  const week = weekOf(day)
  const id = centre?.id ?? 0
  const query = useUseCaseQuery(classKeys.week(id, week[0] ?? day), () => load({ centreId: id, day }), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <Nav aria-label={route.title}>
          <Button type="button" $variant="secondary" onClick={() => setDay(addDays(day, -7))}>
            {WEEK_PREVIOUS}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setDay(today)} disabled={weekOf(today)[0] === week[0]}>
            {WEEK_THIS}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setDay(addDays(day, 7))}>
            {WEEK_NEXT}
          </Button>
        </Nav>
      </ScreenHeader>
      <Muted data-testid="schedule-week">
        {dayHeadingLabel(week[0] ?? day)} – {dayHeadingLabel(week[6] ?? day)}
      </Muted>
      <QueryBlock query={query} loadingLabel={CLASS_LOADING} empty={{ when: (l) => l.length === 0, message: CLASS_NONE_IN_WEEK }}>
        {(list) => (
          <Days>
            {classesByDay(week, list).map((d) => (
              <section key={d.day} aria-labelledby={`day-${d.day}`}>
                <h2 id={`day-${d.day}`}>{dayHeadingLabel(d.day)}</h2>
                {d.classes.length === 0 ? (
                  <Muted>{CLASS_NONE_ON_DAY}</Muted>
                ) : (
                  <ClassList>
                    {d.classes.map((c) => (
                      <ClassCard key={c.id} c={c} linked={false} />
                    ))}
                  </ClassList>
                )}
              </section>
            ))}
          </Days>
        )}
      </QueryBlock>
    </section>
  )
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`
const Days = styled.div`
  display: grid;
  gap: 18px;
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
    color: ${theme.color.text};
  }
`
