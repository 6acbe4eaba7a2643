import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { FoundCustomer } from '../../core/customer/find-customer.use-case'
import { PHONE_NOT_IN_ADDRESS_NOTE } from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation } from '../app/use-use-case-query'
import { useHistoryHold } from '../app/use-history-hold'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { MemberSearch } from '../shell/member-search'
import { useStaffAccess } from '../shell/staff-access.context'
import { PageTitle } from '../widgets/page-title'
import { CustomerProfile } from './customer-profile'
// Scanning at the desk comes with the screen (a chunk shared with the check-in list, fetched beside
// this one): its status line is drawn in the screen's first frame, not a round trip later.
import { DeskScanner } from '../check-ins/desk-scanner'
import { PENDING_SEARCH_KEY, type PendingSearch } from './profile-queries'
import { Muted } from './profile-styles'
import { SearchModal } from './search-modal'
import { PROFILE_CUSTOMER_KEY } from '../selling/sale-customer-state'
import { lazy as screenPart } from '../app/preloadable-lazy'

/** The header search fetches the profile's areas and lazy blocks ahead through the screen's own chunk (preload-profile.ts). */
export { fetchProfileAhead } from './profile-ahead'

/** Record Pitch opens on a click: its code loads then, not with the profile. */
const RecordPitchModal = screenPart(() => import('./record-pitch-modal').then((m) => ({ default: m.RecordPitchModal })), { whileLoading: null })


/** The key of this tab's history entry that holds the opened customer's id (never the address). */
const HELD_CUSTOMER = PROFILE_CUSTOMER_KEY

const heldCustomerOf = (state: unknown): string | undefined => {
  const v = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[HELD_CUSTOMER] : undefined
  return typeof v === 'string' && v !== '' ? v : undefined
}

/**
 * User Details (/user): find a customer (the header search hands its digits over through the
 * query cache; `?userId=` loads one directly), then the profile's blocks. `centerServiceId` or `id`
 * in the address select that centre; `userId` leaves the address once the customer is loaded, and
 * the id is kept in this tab's history entry instead (router state), so a reload shows the same
 * customer while neither the id nor the phone is ever in the address.
 */
export default function UserScreen() {
  const { route } = useCurrentRoute()
  const { state: access, select } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const [params] = useSearchParams()
  const location = useLocation()
  const held = heldCustomerOf(location.state)
  const [customerId, setCustomerId] = useState<string | undefined>(() => params.get('userId') ?? held)
  const [unknownPhone, setUnknownPhone] = useState<string | undefined>(undefined)
  const [searchFailure, setSearchFailure] = useState<string | undefined>(undefined)
  const [searchOpen, setSearchOpen] = useState(false)
  const toast = useToast()
  const findCustomer = useUseCase('findCustomer')

  // A new ?userId= while the screen is open (a scan that opens another member's profile) loads that member.
  const addressed = params.get('userId')
  const [seenAddress, setSeenAddress] = useState(addressed)
  if (addressed !== seenAddress) {
    setSeenAddress(addressed)
    if (addressed !== null && addressed !== '') setCustomerId(addressed)
  }

  // ?centerServiceId= or ?id= selects that centre (when it is one of the staff member's).
  const wantedService = params.get('centerServiceId')
  const wantedId = params.get('id')
  useEffect(() => {
    if (access.status !== 'ready') return
    const match = access.access.centers.find(
      (c) => (wantedService !== null && String(c.centerServiceId) === wantedService) || (wantedId !== null && String(c.id) === wantedId),
    )
    if (match !== undefined && match.id !== access.access.selected?.id) select(match)
  }, [access, wantedService, wantedId, select])

  // The history entry holds `id` (or nothing): the address stays as it is, less userId.
  const hold = useHistoryHold(HELD_CUSTOMER)

  const find = useUseCaseMutation((input: string) => findCustomer(input), {
    onSuccess: (found: FoundCustomer) => {
      setSearchFailure(undefined)
      if (found.kind === 'found') {
        setUnknownPhone(undefined)
        // Held in this tab's history at once: a reload as soon as the name shows keeps this
        // customer, not the one before (a customer that then fails to load is let go).
        hold(found.customerId)
        setCustomerId(found.customerId)
        setSearchOpen(false)
      } else {
        setSearchOpen(false)
        setUnknownPhone(found.phone)
      }
    },
    onError: (_f, error) => {
      setSearchFailure(failureMessage(error))
      setSearchOpen(true)
    },
  })
  const runFind = find.mutate

  // A search handed over by the header (or this screen's own box).
  const pending = useQuery<PendingSearch | null>({ queryKey: PENDING_SEARCH_KEY, queryFn: () => null, enabled: false, staleTime: Infinity })
  const handled = useRef<number | undefined>(undefined)
  const search = pending.data
  useEffect(() => {
    if (search === null || search === undefined || handled.current === search.serial) return
    handled.current = search.serial
    runFind(search.input)
  }, [search, runFind])

  // userId leaves the address once the customer is loaded; this tab's history entry keeps the id.
  const onLoaded = useCallback(() => {
    if (customerId !== undefined && (params.has('userId') || held !== customerId)) hold(customerId)
  }, [customerId, params, held, hold])

  // Loading failed and no customer is held: the search modal opens, saying why.
  const onLoadFailed = useCallback(
    (message: string) => {
      setCustomerId(undefined)
      setSearchFailure(message)
      setSearchOpen(true)
      if (held !== undefined || params.has('userId')) hold(undefined)
    },
    [held, params, hold],
  )

  return (
    <section aria-labelledby="page-title">
      <Top>
        <PageTitle>{route.title}</PageTitle>
        <SearchBox>
          <MemberSearch id="profile-search" withButton />
        </SearchBox>
      </Top>
      {centre === undefined ? null : (
        <DeskScanner centerId={centre.id} />
      )}
      {customerId === undefined || centre === undefined ? (
        <Muted>{PHONE_NOT_IN_ADDRESS_NOTE}</Muted>
      ) : (
        <CustomerProfile
          key={`${customerId}:${centre.id}`}
          customerId={customerId}
          centre={centre}
          focusCheckIns={params.get('Checkins') === 'true'}
          onLoaded={onLoaded}
          onLoadFailed={onLoadFailed}
        />
      )}
      {searchOpen ? <SearchModal failure={searchFailure} onClose={() => setSearchOpen(false)} /> : null}
      {unknownPhone !== undefined && centre !== undefined ? (
        <RecordPitchModal
          centre={centre as Centre}
          phone={unknownPhone}
          onClose={() => setUnknownPhone(undefined)}
          onRecorded={(id) => {
            setUnknownPhone(undefined)
            setCustomerId(id)
          }}
          onFailed={(message) => toast.error(message)}
        />
      ) : null}
    </section>
  )
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
  h1 {
    margin-bottom: 8px;
  }
`
const SearchBox = styled.div`
  /* room for the whole placeholder beside the Search button */
  width: min(100%, 500px);
  margin-bottom: 14px;
`
