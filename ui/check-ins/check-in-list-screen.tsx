import * as TE from 'fp-ts/TaskEither'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { hasPermission } from '../../core/access/permission.rule'
import type { CheckIn } from '../../core/check-in/check-in'
import { centreClockTime } from '../../core/check-in/check-in-card-time.rule'
import type { CheckInSection } from '../../core/check-in/check-in-grouping.rule'
import { refetchesOnFocus } from '../../core/check-in/check-in-refetch.rule'
import { type CheckInSearch, checkInNameKey, filterSections, parseCheckInSearch, resolvePhoneSearch } from '../../core/check-in/check-in-search.rule'
import type { CheckInListKind, TimeWindow } from '../../core/check-in/check-in-window.rule'
import type { ClassifyCheckInsRequest } from '../../core/check-in/classify-check-ins.use-case'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay, centreMinuteOfDay, endOfCentreDay } from '../../core/shared/centre-day'
import { SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import {
  CHECK_IN_LIST_LABEL,
  EMPTY_CHECK_INS,
  LAST_90_MINUTES,
  LOOKING_UP_PHONE,
  PHONE_LOOKUP_FAILED,
  PHONE_NOT_A_CUSTOMER,
  WHOLE_DAY,
  SEARCH_MEMBERS_LABEL,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_PHONE,
  TIME_FROM,
  TIME_TO,
  TIME_WINDOW_INVALID,
  showingWindow,
} from '../../core/shared/messages'
import { afterNextPaint } from '../app/after-next-paint'
import { lazy as screenPart, preloadLazy } from '../app/preloadable-lazy'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { DayNavigator } from '../widgets/day-navigator'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { END_OF_DAY_MINUTE, TimePicker } from '../widgets/time-picker'
import { useDebounced } from '../widgets/use-debounced'
import { usePhone } from '../widgets/use-media-query'
import { CheckInCard } from './check-in-card'
import { checkInRows } from './check-in-rows'
import { checkInListKeys, useCheckInList } from './use-check-in-list'

/** Record Lead (ui/leads) loads with its first use: the check-in list's chunk stays as it was. */
/**
 * The list itself (its virtualiser is most of the screen's code) is fetched once the screen's
 * first frame has been painted, beside the use cases that bring its rows: the search field, the
 * day and the times draw without it.
 */
const CheckInVirtualList = screenPart(() => import('./check-in-virtual-list').then((m) => ({ default: m.CheckInVirtualList })))
/** Scanning at the desk: its own chunk, after the first paint too. */
const DeskScanner = screenPart(() => import('./desk-scanner').then((m) => ({ default: m.DeskScanner })))

/** The trainer assignment modal loads with its first use too: the list draws without it. */
const TrainerAssignmentModal = screenPart(() => import('../widgets/trainer-assignment-modal').then((m) => ({ default: m.TrainerAssignmentModal })), { whileLoading: null })
const RecordLeadModal = screenPart(() => import('../leads/record-lead-modal').then((m) => ({ default: m.RecordLeadModal })), { whileLoading: null })

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
    : {
        from: from === undefined ? atMinuteOfDay(day, 0) : atMinuteOfDay(day, from),
        to: to === undefined || to >= END_OF_DAY_MINUTE ? endOfCentreDay(day) : epochMs(atMinuteOfDay(day, to)),
      }

/** The minute of the day a picker shows for an edge of the window in force (the day's last moment is END_OF_DAY_MINUTE). */
const shownMinute = (t: number, day: string): number => (t >= endOfCentreDay(day) ? END_OF_DAY_MINUTE : centreMinuteOfDay(epochMs(t)))

/**
 * A 10-digit entry is a mobile number: looked up once per distinct number (debounced, answers kept
 * for the session) with search-user-by-phone, in the request body, never in an address.
 */
const usePhoneSearch = (query: string, typed: CheckInSearch) => {
  const findByPhone = useUseCase('searchUserByPhone')
  const settled = parseCheckInSearch(useDebounced(query, SEARCH_DEBOUNCE_MS))
  const phone = settled.kind === 'phone' ? settled.phone : undefined
  // TanStack Query keeps no undefined answer: nobody with this phone is null here.
  const lookup = useUseCaseQuery(['check-ins', 'phone-lookup', phone], () => TE.map((id: string | undefined) => id ?? null)(findByPhone(phone ?? '')), {
    enabled: phone !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    keepPrevious: false,
  })
  const current = typed.kind === 'phone' && typed.phone === phone
  const status: 'none' | 'looking' | 'found' | 'unknown' | 'failed' =
    typed.kind !== 'phone' ? 'none' : !current || lookup.isPending ? 'looking' : lookup.isError ? 'failed' : lookup.data === null || lookup.data === undefined ? 'unknown' : 'found'
  return { search: resolvePhoneSearch(typed, status === 'found' ? (lookup.data ?? undefined) : undefined), status }
}

/**
 * The check-in list (Checkins, validated) or booking list (Bookings, created) of the selected
 * centre: title from the route, search, day navigator, From/To pickers, then the grouped sections.
 */
export const CheckInListScreen = ({ kind }: { kind: CheckInListKind }) => {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  useEffect(() => {
    void afterNextPaint().then(() => preloadLazy(CheckInVirtualList))
  }, [])
  const centreToday = useUseCase('centreToday')
  const navigate = useNavigate()
  const phone = usePhone()
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
  const { query: list, replace } = useCheckInList(request, centre !== undefined && refetchesOnFocus(day, today, centre.type))
  const data = invalid ? undefined : list.data

  // Grouping is done once per answer by the core; the search filters it, deferred so typing stays quick.
  const deferredQuery = useDeferredValue(query)
  const typed = useMemo(() => parseCheckInSearch(deferredQuery), [deferredQuery])
  const phoneSearch = usePhoneSearch(query, typed)
  const search = phoneSearch.search
  const sections = data?.sections ?? EMPTY_SECTIONS
  const filtered = useMemo(() => filterSections(sections, search, nameKeyOf), [sections, search])

  // The pickers show the window in force; choosing one side keeps the other where it was.
  const shownFrom = fromMinute ?? (data === undefined ? undefined : shownMinute(data.window.from, data.day))
  const shownTo = toMinute ?? (data === undefined ? undefined : shownMinute(data.window.to, data.day))
  const chooseFrom = (m: number | undefined) => {
    setFromMinute(m)
    if (toMinute === undefined) setToMinute(shownTo)
  }
  const chooseTo = (m: number | undefined) => {
    setToMinute(m)
    if (fromMinute === undefined) setFromMinute(shownFrom)
  }
  const wholeDay = shownFrom === 0 && shownTo === END_OF_DAY_MINUTE
  const defaultIsRecent = kind === 'validated' && day === today
  const rows = useMemo(() => checkInRows(filtered), [filtered])
  // The list draws its answer in a deferred render: React renders the cards in slices, so a new
  // answer never holds a slow phone's main thread in one long task.
  const shownList = useDeferredValue(list)
  const shownRows = useDeferredValue(rows)

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
          placeholder={phone ? SEARCH_PLACEHOLDER_PHONE : SEARCH_PLACEHOLDER}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <DayNavigator value={day} today={today} onChange={setDay} {...(kind === 'validated' ? { maxDay: today } : {})} />
        <Times>
          <TimePicker label={TIME_FROM} value={shownFrom} onChange={chooseFrom} />
          <TimePicker label={TIME_TO} value={shownTo} onChange={chooseTo} endOfDay />
          <WindowButton
            type="button"
            aria-pressed={wholeDay}
            onClick={() => {
              setFromMinute(0)
              setToMinute(END_OF_DAY_MINUTE)
            }}
          >
            {WHOLE_DAY}
          </WindowButton>
          {defaultIsRecent && picked !== undefined ? (
            <WindowButton
              type="button"
              onClick={() => {
                setFromMinute(undefined)
                setToMinute(undefined)
              }}
            >
              {LAST_90_MINUTES}
            </WindowButton>
          ) : null}
        </Times>
      </Toolbar>
      {centre === undefined ? null : <DeskScanner centerId={centre.id} listKey={kind === 'validated' && request !== undefined ? checkInListKeys.list(request) : undefined} />}
      <Status aria-live="polite">
        {phoneSearch.status === 'looking' ? <span>{LOOKING_UP_PHONE} </span> : null}
        {phoneSearch.status === 'unknown' ? <Invalid>{PHONE_NOT_A_CUSTOMER}</Invalid> : null}
        {phoneSearch.status === 'failed' ? <Invalid role="alert">{PHONE_LOOKUP_FAILED}</Invalid> : null}
        {invalid ? <Invalid role="alert">{TIME_WINDOW_INVALID}</Invalid> : null}
        {!invalid && data !== undefined ? <span>{showingWindow(centreClockTime(data.window.from), centreClockTime(data.window.to))}</span> : null}
      </Status>
      {invalid ? null : (
        <QueryBlock query={shownList} empty={{ when: () => shownRows.length === 0, message: EMPTY_CHECK_INS }}>
          {() => <CheckInVirtualList rows={shownRows} phone={phone} label={CHECK_IN_LIST_LABEL} busy={shownList.isFetching} renderCard={renderCard} />}
        </QueryBlock>
      )}
      {assigning !== undefined && centre !== undefined ? (
        <TrainerAssignmentModal checkIn={assigning} centerId={centre.id} onClose={() => setAssigning(undefined)} onAssigned={replace} />
      ) : null}
      {lead !== undefined && centre !== undefined ? (
        <RecordLeadModal userId={lead.userId} centre={centre} onClose={() => setLead(undefined)} />
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
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  background: ${theme.color.surface};
  ${phoneMedia} {
    flex-basis: 100%;
    max-width: none;
  }
`
const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`
const WindowButton = styled.button`
  padding: 8px 12px;
  border: 1px solid ${theme.color.primary};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
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
