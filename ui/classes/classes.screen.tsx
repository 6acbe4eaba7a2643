import { useState } from 'react'
import { CLASS_LOADING, CLASS_NONE_ON_DAY } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { DayNavigator } from '../widgets/day-navigator'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ScreenHeader } from '../play/play-parts'
import { ClassCard, ClassList, classKeys } from './class-parts'

/** /classes (Group Classes): the selected centre's classes of a day (today by default), each opening its detail. */
export default function ClassesScreen() {
  const { route } = useCurrentRoute()
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const today = useUseCase('centreToday')()
  const load = useUseCase('loadClassesOfDay')
  const [day, setDay] = useState(today)
  const id = centre?.id ?? 0
  const query = useUseCaseQuery(classKeys.day(id, day), () => load({ centreId: id, day }), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <DayNavigator value={day} today={today} onChange={setDay} />
      </ScreenHeader>
      <QueryBlock query={query} loadingLabel={CLASS_LOADING} empty={{ when: (l) => l.length === 0, message: CLASS_NONE_ON_DAY }}>
        {(list) => (
          <ClassList aria-label={route.title}>
            {list.map((c) => (
              <ClassCard key={c.id} c={c} linked />
            ))}
          </ClassList>
        )}
      </QueryBlock>
    </section>
  )
}
