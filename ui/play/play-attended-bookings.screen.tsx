import { useState } from 'react'
import { attendedPlayBookings } from '../../core/play/play-booking-filter.rule'
import { PLAY_LOADING, PLAY_NO_ATTENDED } from '../../core/shared/messages'
import { useCurrentRoute } from '../shell/current-route.context'
import { DayNavigator } from '../widgets/day-navigator'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ReportTable } from '../widgets/report-table'
import { PLAY_ATTENDED_COLUMNS, ScreenHeader, playRow, usePlayDay, usePlayDesk } from './play-parts'

/** /playAttendedBookings: the players marked present on a day (today by default), earliest session first. */
export default function PlayAttendedBookingsScreen() {
  const { route } = useCurrentRoute()
  const { centre, today } = usePlayDesk()
  const [day, setDay] = useState(today)
  const query = usePlayDay(centre, day)
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <DayNavigator value={day} today={today} onChange={setDay} maxDay={today} />
      </ScreenHeader>
      <QueryBlock query={query} loadingLabel={PLAY_LOADING} empty={{ when: (l) => attendedPlayBookings(l).length === 0, message: PLAY_NO_ATTENDED }}>
        {(list) => <ReportTable caption={route.title} columns={PLAY_ATTENDED_COLUMNS} rows={attendedPlayBookings(list).map(playRow)} fileName={`attended-bookings-${day}.csv`} />}
      </QueryBlock>
    </section>
  )
}
