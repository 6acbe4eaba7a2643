import { type ReactNode, createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { AccessSubject } from '../../core/access/access'
import { FEATURE_LIST_NAMES } from '../../core/access/access'
import { addressNeedsFeatureLists, canAccess, matchRoute, routeNeedsFeatureLists } from '../../core/access/route-access.rule'
import { type StaffAccess, selectedAccessSubject } from '../../core/access/staff-access'
import type { Centre } from '../../core/centre/centre'
import type { OfflineDesk } from '../../core/offline/offline-desk'
import type { EpochMs } from '../../core/shared/brands'
import type { GatewayError } from '../../core/shared/errors'
import { screenDrawn } from '../app/screen-drawn'
import { useUseCase } from '../app/use-cases.context'

export type StaffAccessState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'ready'
      readonly access: StaffAccess
      readonly subject: AccessSubject | undefined
      /** The feature lists are still on their way (the address's route needs none): gated routes wait, the menu leaves them out. */
      readonly listsPending: boolean
    }

type StaffAccessValue = {
  readonly state: StaffAccessState
  readonly select: (centre: Centre) => void
  readonly reload: () => void
  /** The offline desk (copies read without a network), once loaded; none in tests. */
  readonly desk: Promise<OfflineDesk | undefined> | undefined
}

/** How long after a failed ask for the feature lists they are asked for again (sooner when the browser is back online). */
export const LISTS_RETRY_MS = 30_000

const Ctx = createContext<StaffAccessValue | null>(null)

const failed = (e: GatewayError): StaffAccessState => (e._tag === 'Unauthorised' ? { status: 'signed-out' } : { status: 'error', message: e.message })

const ready = (access: StaffAccess, now: EpochMs, listsPending = false): StaffAccessState => ({
  status: 'ready',
  access,
  subject: selectedAccessSubject(access, now),
  listsPending,
})

/**
 * Loads who is signed in, their centres, permissions and feature lists once; keeps the selected
 * centre. When the address's route is gated by no feature list, the shell draws without them and
 * they are asked for once that first screen has been painted: on a slow phone network the seven
 * lists would otherwise share the line with the screen's own code.
 */
export const StaffAccessProvider = ({
  children,
  openedAt,
  offlineDesk: desk,
}: {
  children: ReactNode
  /** The address the portal opened at; without one the feature lists load with the rest. */
  openedAt?: string
  /** Keeps the access for a start without a network, and answers it when the server cannot be reached. */
  offlineDesk?: Promise<OfflineDesk | undefined>
}) => {
  const load = useUseCase('loadStaffAccess')
  const loadLists = useUseCase('loadFeatureLists')
  const choose = useUseCase('chooseCentre')
  const now = useUseCase('now')
  const [listsFirst] = useState(() => openedAt === undefined || addressNeedsFeatureLists(openedAt))
  const [state, setState] = useState<StaffAccessState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    void load({ featureLists: listsFirst })().then(async (r) => {
      // With no server, the access this device kept for the staff member signed in on it (offline desk).
      const access = r._tag === 'Right' ? r.right : r.left._tag === 'Unavailable' ? await desk?.then((d) => d?.readAccess()) : undefined
      if (!live) return
      // The shell's first full render (menu, header, the screen) is a transition: rendered in slices.
      if (access !== undefined) startTransition(() => setState(ready(access, now(), r._tag === 'Right' && !listsFirst)))
      else if (r._tag === 'Left') setState(failed(r.left))
    })
    return () => {
      live = false
    }
  }, [load, listsFirst, attempt, now, desk])

  // What the shell needs to start without a network, kept once the feature lists are in.
  useEffect(() => {
    if (state.status === 'ready' && !state.listsPending) void desk?.then((d) => d?.keepAccess(state.access))
  }, [state, desk])

  // The lists the first screen went without (the menu's entries they gate): asked for once that
  // screen has drawn what it loads (screen-drawn.ts), so their seven calls do not queue before its own.
  // A failure to get them never blanks the screen drawn meanwhile (the network may drop at any
  // moment at a desk): the lists this device kept for the staff member stand in, as they do for a
  // start without a network; without any, they are asked for again when the browser is back
  // online, or LISTS_RETRY_MS later, and the routes they gate wait.
  const pendingFor = state.status === 'ready' && state.listsPending ? state.access.userContext.id : undefined
  const [listsAttempt, setListsAttempt] = useState(0)
  useEffect(() => {
    if (pendingFor === undefined) return
    let live = true
    let retry: (() => void) | undefined
    void screenDrawn
      .then(() => (live ? loadLists(FEATURE_LIST_NAMES)() : undefined))
      .then(async (r) => {
        if (!live || r === undefined) return
        if (r._tag === 'Right') return setState((s) => (s.status === 'ready' ? ready({ ...s.access, featureLists: r.right }, now()) : s))
        if (r.left._tag === 'Unauthorised') return setState(failed(r.left))
        const kept = await desk?.then((d) => d?.readAccess())
        if (!live) return
        if (kept !== undefined && kept.userContext.id === pendingFor)
          return setState((s) => (s.status === 'ready' ? ready({ ...s.access, featureLists: kept.featureLists }, now()) : s))
        const again = () => {
          retry?.()
          if (live) setListsAttempt((n) => n + 1)
        }
        const timer = setTimeout(again, LISTS_RETRY_MS)
        window.addEventListener('online', again)
        retry = () => {
          clearTimeout(timer)
          window.removeEventListener('online', again)
        }
      })
    return () => {
      live = false
      retry?.()
    }
  }, [pendingFor, listsAttempt, loadLists, now, desk])

  const select = useCallback(
    (centre: Centre) => {
      choose(centre)
      setState((s) => (s.status === 'ready' ? ready({ ...s.access, selected: centre }, now(), s.listsPending) : s))
    },
    [choose, now],
  )
  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  const value = useMemo(() => ({ state, select, reload, desk }), [state, select, reload, desk])
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>
}

/** The staff access, or null outside <StaffAccessProvider> (the data-loading layer's offline copies). */
export const useOptionalStaffAccess = (): StaffAccessValue | null => useContext(Ctx)

export const useStaffAccess = (): StaffAccessValue => {
  const v = useContext(Ctx)
  if (v === null) throw new Error('useStaffAccess must be called inside <StaffAccessProvider>')
  return v
}

/**
 * May the staff member open this address (a path, with or without its query) at the selected
 * centre? The menu's rule (the core's canAccess) for an action that leads to another screen: an
 * action whose screen would say 'Not Authorized' is not offered. While the feature lists are on
 * their way a screen gated by one is offered (its gate waits for them); outside the provider
 * (a screen tested alone) the screen's own gate decides, so every address is offered.
 */
export const useCanOpen = (): ((address: string) => boolean) => {
  const v = useContext(Ctx)
  const state = v?.state
  return useCallback(
    (address: string) => {
      if (state === undefined) return true
      if (state.status !== 'ready' || state.subject === undefined) return false
      const match = matchRoute(address.split(/[?#]/)[0] ?? address)
      if (match === undefined) return false
      if (state.listsPending && routeNeedsFeatureLists(match.route)) return true
      return canAccess(match.route, state.subject)
    },
    [state],
  )
}
