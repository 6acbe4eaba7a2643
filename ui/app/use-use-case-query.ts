import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { failureKind } from '../../core/shared/failure-kind'
import { BLOCK_NOT_AUTHORIZED } from '../../core/shared/messages'

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
): UseQueryResult<A, Error> =>
  useQuery({
    queryKey: key,
    queryFn: () => run(task()),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious === false ? {} : { placeholderData: keepPreviousData }),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
    ...(options.refetchOnFocus === true ? { refetchOnWindowFocus: true, refetchOnReconnect: true } : {}),
    ...(options.structuralSharing === false ? { structuralSharing: false } : {}),
  })

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
    onSuccess: async (result, v) => {
      const keys = options.invalidates?.(result, v) ?? []
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
      options.onSuccess?.(result, v)
    },
    onError: (error, v) => options.onError?.(failureOf<E>(error), error, v),
  })
}
