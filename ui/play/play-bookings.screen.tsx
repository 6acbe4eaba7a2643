import { useState } from 'react'
import styled from 'styled-components'
import { PLAY_LEVEL_FILTERS, PLAY_STATUS_FILTERS, type PlayLevelFilter, type PlayStatusFilter, filterPlayBookings } from '../../core/play/play-booking-filter.rule'
import {
  PLAY_ALL_LEVELS,
  PLAY_LEVEL_FILTER_GROUP,
  PLAY_LEVEL_LABELS,
  PLAY_LOADING,
  PLAY_NO_BOOKINGS,
  PLAY_STATUS_FILTER_GROUP,
  PLAY_STATUS_FILTER_LABELS,
  playBookingsCount,
} from '../../core/shared/messages'
import { useCurrentRoute } from '../shell/current-route.context'
import { DayNavigator } from '../widgets/day-navigator'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ReportTable } from '../widgets/report-table'
import { ChoiceGroup } from '../widgets/choice-group'
import { Muted, PLAY_BOOKING_COLUMNS, ScreenHeader, playRow, usePlayDay, usePlayDesk } from './play-parts'

const LEVEL_LABELS: Readonly<Record<PlayLevelFilter, string>> = { ALL: PLAY_ALL_LEVELS, ...PLAY_LEVEL_LABELS }

/**
 * /play-bookings: the play centre's bookings of a day (today by default), filtered by the booking
 * filters of part 3 §9 (Show All / Confirmed / Waitlist) and by level (Junior / Senior).
 */
export default function PlayBookingsScreen() {
  const { route } = useCurrentRoute()
  const { centre, today } = usePlayDesk()
  const [day, setDay] = useState(today)
  const [status, setStatus] = useState<PlayStatusFilter>('ALL')
  const [level, setLevel] = useState<PlayLevelFilter>('ALL')
  const query = usePlayDay(centre, day)
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <DayNavigator value={day} today={today} onChange={setDay} />
      </ScreenHeader>
      <Filters>
        <ChoiceGroup legend={PLAY_STATUS_FILTER_GROUP} name="play-status" choices={PLAY_STATUS_FILTERS} labels={PLAY_STATUS_FILTER_LABELS} value={status} onChange={setStatus} />
        <ChoiceGroup legend={PLAY_LEVEL_FILTER_GROUP} name="play-level" choices={PLAY_LEVEL_FILTERS} labels={LEVEL_LABELS} value={level} onChange={setLevel} />
      </Filters>
      <QueryBlock query={query} loadingLabel={PLAY_LOADING} empty={{ when: (l) => l.length === 0, message: PLAY_NO_BOOKINGS }}>
        {(list) => {
          const shown = filterPlayBookings(list, { status, level })
          return (
            <>
              <Muted role="status" data-testid="play-count">
                {playBookingsCount(shown.length, list.length)}
              </Muted>
              <ReportTable caption={route.title} columns={PLAY_BOOKING_COLUMNS} rows={shown.map(playRow)} fileName={`play-bookings-${day}.csv`} />
            </>
          )
        }}
      </QueryBlock>
    </section>
  )
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  margin-bottom: 16px;
`
