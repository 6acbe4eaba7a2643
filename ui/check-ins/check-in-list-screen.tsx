import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { hasPermission } from '../../core/access/permission.rule'
import type { CheckIn } from '../../core/check-in/check-in'
import { centreClockTime } from '../../core/check-in/check-in-card-time.rule'
import type { CheckInSection } from '../../core/check-in/check-in-grouping.rule'
import { refetchesOnFocus } from '../../core/check-in/check-in-refetch.rule'
import { checkInNameKey, filterSections, parseCheckInSearch } from '../../core/check-in/check-in-search.rule'
import type { CheckInListKind, TimeWindow } from '../../core/check-in/check-in-window.rule'
import type { ClassifyCheckInsRequest } from '../../core/check-in/classify-check-ins.use-case'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay, endOfCentreDay } from '../../core/shared/centre-day'
import { PHONE_MAX_WIDTH_PX } from '../../core/shared/constants'
import {
  CHECK_IN_LIST_LABEL,
  EMPTY_CHECK_INS,
  SEARCH_MEMBERS_LABEL,
  SEARCH_PLACEHOLDER,
  TIME_FROM,
  TIME_TO,
  TIME_WINDOW_INVALID,
  UPDATE_LEAD,
  UPDATE_LEAD_NOT_AVAILABLE,
  showingWindow,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { DayNavigator } from '../widgets/day-navigator'
import { Loader } from '../widgets/loader'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { TimePicker } from '../widgets/time-picker'
import { useMediaQuery } from '../widgets/use-media-query'
import { CheckInCard } from './check-in-card'
import { checkInRows } from './check-in-rows'
import { CheckInVirtualList } from './check-in-virtual-list'
import { TrainerAssignmentModal } from '../widgets/trainer-assignment-modal'
import { useCheckInList } from './use-check-in-list'

/** Resource whose entry lets staff update a lead from a check-in card (part 1 §6). */
const EDIT_LEAD_RESOURCE = 'EDIT_LEAD'
const EMPTY_SECTIONS: readonly CheckInSection[] = []

/** Name keys computed once per check-in object (an answer's objects live as long as the answer). */
const NAME_KEYS = new WeakMap<CheckIn, string>()
const nameKeyOf = (c: CheckIn): string => {
  let k = NAME_KEYS.get(c)
  if (k === undefined) {
    k = checkInNameKey(c)
    NAME_KEYS.set(c, k)
  }
  return k
}

/** The window the From and To pickers ask for; an unset side is that edge of the day. Undefined when neither is set. */
const pickedWindow = (day: string, from: number | undefined, to: number | undefined): TimeWindow | undefined =>
  from === undefined && to === undefined
    ? undefined
    : { from: from === undefined ? atMinuteOfDay(day, 0) : atMinuteOfDay(day, from), to: to === undefined ? endOfCentreDay(day) : epochMs(atMinuteOfDay(day, to)) }

/**
 * The check-in list (Checkins, validated) or booking list (Bookings, created) of the selected
 * centre: title from the route, search, day navigator, From/To pickers, then the grouped sections.
 */
export const CheckInListScreen = ({ kind }: { kind: CheckInListKind }) => {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centreToday = useUseCase('centreToday')
  const navigate = useNavigate()
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`)
  const [today] = useState(centreToday)
  const [day, setDay] = useState(today)
  const [fromMinute, setFromMinute] = useState<number | undefined>(undefined)
  const [toMinute, setToMinute] = useState<number | undefined>(undefined)
  const [query, setQuery] = useState('')
  const [assigning, setAssigning] = useState<CheckIn | undefined>(undefined)
  const [lead, setLead] = useState<CheckIn | undefined>(undefined)

  const centre = access.status === 'ready' ? access.access.selected : undefined
  const canEditLead = access.status === 'ready' && hasPermission(access.access.permissions, EDIT_LEAD_RESOURCE)
  const picked = pickedWindow(day, fromMinute, toMinute)
  const invalid = picked !== undefined && picked.from >= picked.to
  const pickedFrom = picked?.from
  const pickedTo = picked?.to
  const request = useMemo<ClassifyCheckInsRequest | undefined>(
    () =>
      centre === undefined || invalid
        ? undefined
        : { centerId: centre.id, kind, day, ...(pickedFrom === undefined || pickedTo === undefined ? {} : { window: { from: pickedFrom, to: pickedTo } }) },
    [centre, kind, day, invalid, pickedFrom, pickedTo],
  )
  const { state, replace } = useCheckInList(request, centre !== undefined && refetchesOnFocus(day, today, centre.type))
  const data = state.status === 'ready' ? state.data : state.previous

  // Grouping is done once per answer by the core; the search filters it, deferred so typing stays quick.
  const deferredQuery = useDeferredValue(query)
  const sections = data?.sections ?? EMPTY_SECTIONS
  const filtered = useMemo(() => filterSections(sections, parseCheckInSearch(deferredQuery), nameKeyOf), [sections, deferredQuery])
  const rows = useMemo(() => checkInRows(filtered), [filtered])

  const open = useCallback((c: CheckIn) => navigate(`/user?userId=${encodeURIComponent(c.userId)}&Checkins=true`), [navigate])
  const displayStates = data?.displayStates
  const renderCard = useCallback(
    (row: { checkIn: CheckIn }) => (
      <CheckInCard
        checkIn={row.checkIn}
        displayState={displayStates?.get(row.checkIn.id)}
        canEditLead={canEditLead}
        onOpen={open}
        onAssignTrainer={setAssigning}
        onUpdateLead={setLead}
      />
    ),
    [displayStates, canEditLead, open],
  )

  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Toolbar>
        <Search
          type="search"
          aria-label={SEARCH_MEMBERS_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <DayNavigator value={day} today={today} onChange={setDay} {...(kind === 'validated' ? { maxDay: today } : {})} />
        <Times>
          <TimePicker label={TIME_FROM} value={fromMinute} onChange={setFromMinute} />
          <TimePicker label={TIME_TO} value={toMinute} onChange={setToMinute} />
        </Times>
      </Toolbar>
      <Status aria-live="polite">
        {invalid ? <Invalid role="alert">{TIME_WINDOW_INVALID}</Invalid> : null}
        {!invalid && data !== undefined ? <span>{showingWindow(centreClockTime(data.window.from), centreClockTime(data.window.to))}</span> : null}
        {state.status === 'error' ? <Invalid role="alert">{state.message}</Invalid> : null}
      </Status>
      {data === undefined && state.status === 'loading' && !invalid ? <Loader /> : null}
      {data !== undefined && rows.length === 0 ? <Empty>{EMPTY_CHECK_INS}</Empty> : null}
      {data !== undefined && rows.length > 0 ? (
        <CheckInVirtualList rows={rows} phone={phone} label={CHECK_IN_LIST_LABEL} busy={state.status === 'loading'} renderCard={renderCard} />
      ) : null}
      {assigning !== undefined && centre !== undefined ? (
        <TrainerAssignmentModal checkIn={assigning} centerId={centre.id} onClose={() => setAssigning(undefined)} onAssigned={replace} />
      ) : null}
      {lead !== undefined ? (
        <Modal title={UPDATE_LEAD} onClose={() => setLead(undefined)}>
          <p>{UPDATE_LEAD_NOT_AVAILABLE}</p>
        </Modal>
      ) : null}
    </section>
  )
}

const phoneMedia = `@media (max-width: ${theme.phone})`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 14px 18px;
  margin-bottom: 10px;
`
const Search = styled.input`
  flex: 1 1 280px;
  max-width: 420px;
  padding: 9px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  ${phoneMedia} {
    display: none;
  }
`
const Times = styled.div`
  display: flex;
  gap: 12px;
`
const Status = styled.div`
  min-height: 20px;
  font-size: 13px;
  color: ${theme.color.muted};
`
const Invalid = styled.span`
  color: ${theme.color.danger};
  margin-right: 12px;
`
const Empty = styled.p`
  margin: 40px 0;
  text-align: center;
  font-size: 16px;
  color: ${theme.color.muted};
`
