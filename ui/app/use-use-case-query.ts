import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  keepPreviousData,
  replaceEqualDeep,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { OfflineDesk } from '../../core/offline/offline-desk'
import type { OfflineScope } from '../../core/offline/offline-copy.rule'
import { failureKind, gatewayCauseOf } from '../../core/shared/failure-kind'
import { BLOCK_NOT_AUTHORIZED } from '../../core/shared/messages'
import { useOptionalStaffAccess } from '../shell/staff-access.context'
import { reportServerReached } from './connection-state'
import { markedOfflineCopy, offlineCopySavedAt } from './offline-mark'

/**
 * A use case's expected failure, carried through TanStack Query as the rejection. `failure` is the
 * core's tagged value (a GatewayError, a ValidationFailed, ...), unchanged: screens read its
 * `message` or its field errors, never an HTTP status.
 */
export class UseCaseFailure<E> extends Error {
  constructor(readonly failure: E) {
    super(typeof failure === 'object' && failure !== null && 'message' in failure ? String(failure.message) : 'Request failed')
    this.name = 'UseCaseFailure'
  }
}

/**
 * The message to show for a failed query or mutation (the core's own text where it has one). A
 * refusal for want of access (a 403) says so in staff words, whatever the use case called it: it is
 * not a temporary failure and the server's permission codes mean nothing at the desk.
 */
export const failureMessage = (error: unknown): string => {
  if (error instanceof UseCaseFailure && failureKind(error.failure) === 'forbidden') return BLOCK_NOT_AUTHORIZED
  return error instanceof UseCaseFailure ? error.message : error instanceof Error ? error.message : String(error)
}

/**
 * Whether trying again can help a failed query: only when the server could not be reached or
 * answered badly. A 403, a refused input or a signed-out session fail the same way every time.
 */
/** Whether a failed query or mutation was a refusal for want of access (a 403). */
export const failureIsForbidden = (error: unknown): boolean => error instanceof UseCaseFailure && failureKind(error.failure) === 'forbidden'

export const failureIsRetryable = (error: unknown): boolean => !(error instanceof UseCaseFailure) || failureKind(error.failure) === 'transient'

/** The core's failure value of a failed query or mutation, when it was an expected one. */
export const failureOf = <E>(error: unknown): E | undefined => (error instanceof UseCaseFailure ? (error.failure as E) : undefined)

const run = async <E, A>(task: TaskEither<E, A>): Promise<A> => {
  const r: Either<E, A> = await task()
  if (r._tag === 'Left') throw new UseCaseFailure(r.left)
  return r.right
}

/** Whether a failed call could not reach the server at all (no network, no answer, a gateway error). */
const unreachable = (error: unknown): boolean => error instanceof UseCaseFailure && gatewayCauseOf(error.failure)?._tag === 'Unavailable'

type Offline = { readonly desk: Promise<OfflineDesk | undefined>; readonly scope: OfflineScope }

/** At the browser's next idle moment: storing a 10,000-row list clones it (about 60 ms), never while the list draws. */
const whenIdle = (run: () => void): void =>
  void (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 0))

/**
 * Runs the use case; a listed answer is kept for reading offline (core/offline/offline-copy.rule.ts).
 * When the server cannot be reached and today's copy is on the device, the copy is the answer,
 * marked so that its block says 'Offline: as of …'.
 */
const answerOrCopy = async <E, A>(key: QueryKey, task: TaskEither<E, A>, offline: Offline | undefined): Promise<A> => {
  try {
    const answer = await run(task)
    reportServerReached(true)
    if (offline !== undefined) whenIdle(() => void offline.desk.then((d) => d?.keep(offline.scope, key, answer)))
    return answer
  } catch (error) {
    const away = unreachable(error)
    reportServerReached(!away)
    const copy = away && offline !== undefined ? await offline.desk.then((d) => d?.read(offline.scope, key)) : undefined
    if (copy === undefined || typeof copy.data !== 'object' || copy.data === null) throw error
    return markedOfflineCopy(copy.data as A & object, copy.savedAt)
  }
}

/** Structural sharing, except that an offline copy and a fresh answer never stand in for each other. */
const shareUnlessOffline = (old: unknown, next: unknown): unknown =>
  offlineCopySavedAt(old) === undefined && offlineCopySavedAt(next) === undefined ? replaceEqualDeep(old, next) : next

/** The signed-in staff member and their centre, when the offline desk is there to keep copies for them. */
const useOffline = (): Offline | undefined => {
  const shell = useOptionalStaffAccess()
  const access = shell?.state
  if (shell?.desk === undefined || access?.status !== 'ready' || access.access.selected === undefined) return undefined
  return { desk: shell.desk, scope: { staffId: access.access.userContext.id, centreId: access.access.selected.id } }
}

/**
 * Loads one block of a screen through a use case.
 *
 * - `key` names the block and its inputs, starting with the area and the block, e.g.
 *   `['profile', customerId, 'orders', { status }]`: an action invalidates exactly the keys it
 *   changed (see `useUseCaseMutation`).
 * - `enabled: false` until the inputs are known; blocks of one screen are separate queries that
 *   start together (no waterfall), each with its own loading, error and empty state (`<QueryBlock>`).
 * - The previous answer stays on screen while new inputs load (`placeholderData: keepPreviousData`).
 * - Unmounting cancels interest in the answer; a late answer never updates an unmounted block.
 * - Offline (the server cannot be reached), a listed block shows today's copy kept on this device
 *   (core/offline/offline-copy.rule.ts), with the time it was kept; online nothing changes.
 */
export const useUseCaseQuery = <E, A>(
  key: QueryKey,
  task: () => TaskEither<E, A>,
  options: {
    readonly enabled?: boolean
    readonly keepPrevious?: boolean
    readonly staleTime?: number
    readonly refetchInterval?: number | false
    /** Refetch when the window regains focus or the network comes back (the spec's past check-in query). */
    readonly refetchOnFocus?: boolean
    /**
     * false for very large answers (the 10,000-row check-in list): a new answer replaces the old one
     * instead of being compared with it object by object.
     */
    readonly structuralSharing?: boolean
  } = {},
): UseQueryResult<A, Error> => {
  const offline = useOffline()
  return useQuery({
    queryKey: key,
    queryFn: () => answerOrCopy(key, task(), offline),
    // Asked even when the browser says it is offline: the call fails at once and the copy answers
    // (TanStack would otherwise hold the block on its loader until the network came back).
    networkMode: 'always',
    enabled: options.enabled ?? true,
    ...(options.keepPrevious === false ? {} : { placeholderData: keepPreviousData }),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
    ...(options.refetchOnFocus === true ? { refetchOnWindowFocus: true, refetchOnReconnect: true } : {}),
    // A block showing the offline copy asks again as soon as the network is back.
    refetchOnReconnect: (q) => (offlineCopySavedAt(q.state.data) === undefined ? true : 'always'),
    structuralSharing: options.structuralSharing === false ? false : shareUnlessOffline,
  })
}

/**
 * One block's answer used as another block's input, through the cache under that block's key:
 * while the block is loading (or its answer is fresh) the two share it, so the screen sends one
 * request instead of two (the profile's tasks and call trail both start from the customer's tasks).
 * The returned TaskEither fails with the use case's own failure, like the use case.
 */
export const useCachedTask = <E, A>(key: QueryKey, task: () => TaskEither<E, A>): (() => TaskEither<E, A>) => {
  const client = useQueryClient()
  return () => () =>
    client.fetchQuery({ queryKey: key, queryFn: () => run(task()) }).then(
      (a): Either<E, A> => E.right(a),
      (error: unknown): Either<E, A> => {
        if (!(error instanceof UseCaseFailure)) throw error
        return E.left(error.failure as E)
      },
    )
}

/**
 * Runs an action through a use case. On success it invalidates exactly the blocks named by
 * `invalidates` (query key prefixes) so that only what changed is fetched again.
 */
export const useUseCaseMutation = <E, A, V>(
  action: (variables: V) => TaskEither<E, A>,
  options: {
    readonly invalidates?: (result: A, variables: V) => readonly QueryKey[]
    readonly onSuccess?: (result: A, variables: V) => void
    readonly onError?: (failure: E | undefined, error: Error, variables: V) => void
  } = {},
): UseMutationResult<A, Error, V> => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: V) => run(action(v)),
    // Sent now or failing now: TanStack would otherwise hold an action made while the browser is
    // offline and send it when the network comes back, by surprise (a sale, a refund...).
    networkMode: 'always',
    onSuccess: async (result, v) => {
      const keys = options.invalidates?.(result, v) ?? []
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
      options.onSuccess?.(result, v)
    },
    onError: (error, v) => options.onError?.(failureOf<E>(error), error, v),
  })
}
