import { useCallback, useEffect, useState } from 'react'
import type { NetworkOnlyKind } from '../../core/offline/offline-action'
import type { OfflineDesk, OfflineRequest } from '../../core/offline/offline-desk.port'
import { offlineDeskLoader } from '../../core/shared/offline-desk-slot'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'

/** The signed-in staff member's desk without a network, once loaded (undefined before, and where there is none). */
export const useOfflineDesk = (): OfflineDesk | undefined => {
  const { state } = useStaffAccess()
  const staffId = state.status === 'ready' ? state.access.userContext.id : undefined
  const [desk, setDesk] = useState<OfflineDesk>()
  useEffect(() => {
    if (staffId === undefined) return
    let live = true
    void offlineDeskLoader()
      .then((load) => load(staffId))
      .then((d) => {
        if (live) setDesk(d)
      })
    return () => {
      live = false
    }
  }, [staffId])
  return desk
}

/** Whether a failed call never reached the server (no network, the server down): then it may be queued. */
export const unreachable = (failure: unknown): boolean => {
  const cause = typeof failure === 'object' && failure !== null ? (failure as { cause?: { _tag?: unknown }; _tag?: unknown }) : undefined
  return cause?.cause?._tag === 'Unavailable' || cause?._tag === 'Unavailable'
}

export type OfflineQueueing = {
  /** The device says it has no network: queue instead of calling (only once the offline desk has loaded). */
  readonly offline: () => boolean
  /** Whether this failure may be queued instead (the call never reached the server). */
  readonly mayQueue: (failure: unknown) => boolean
  /** Queues the action and tells the desk (queued, or why it needs the network); answers whether it was queued. */
  readonly queue: (r: OfflineRequest) => Promise<boolean>
  /** Offline, the words that say this money action needs the network (nothing is sent later); online, undefined. */
  readonly needsNetwork: (kind: NetworkOnlyKind) => string | undefined
}

/** What a screen needs to queue its actions while the network is gone (docs/decisions/offline.md). */
export const useOfflineQueue = (): OfflineQueueing => {
  const desk = useOfflineDesk()
  const toast = useToast()
  const offline = useCallback(() => desk?.isOffline() === true, [desk])
  const mayQueue = useCallback((failure: unknown) => desk !== undefined && unreachable(failure), [desk])
  const queue = useCallback(
    async (r: OfflineRequest): Promise<boolean> => {
      if (desk === undefined) return false
      const out = await desk.enqueue(r)
      if (out.queued) toast.success(out.message)
      else toast.error(out.reason)
      return out.queued
    },
    [desk, toast],
  )
  const needsNetwork = useCallback(
    (kind: NetworkOnlyKind): string | undefined => {
      if (desk?.isOffline() !== true) return undefined
      return desk.needsNetwork(kind)
    },
    [desk],
  )
  return { offline, mayQueue, queue, needsNetwork }
}
