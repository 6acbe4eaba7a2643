import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Observable, Observer, Subscribable, Unsubscribable } from 'rxjs'
import { CODE_NOT_LOADED } from '../../core/shared/messages'
import { type Unavailable, unavailable } from '../../core/shared/errors'
import type { ShellUseCaseName, ShellUseCases } from '../../core/shell-use-cases'
import type { UseCaseName, UseCases } from '../../core/use-cases'

/** Use cases that answer with an Observable (a stream of states) rather than a TaskEither. */
export const STREAM_USE_CASES = ['confirmPayment', 'watchReminders', 'watchPaymentLock'] as const
type StreamName = (typeof STREAM_USE_CASES)[number]
type DeferredName = Exclude<UseCaseName, ShellUseCaseName | StreamName>

/**
 * Compile-time guard: every use case outside the shell is a function answering a TaskEither
 * (or, for STREAM_USE_CASES, an Observable), so it can wait for its chunk. A new synchronous use
 * case fails here by name: put it in core/shell-use-cases.ts instead.
 */
type NotDeferrable = {
  [K in DeferredName]: UseCases[K] extends (...args: never[]) => () => Promise<E.Either<unknown, unknown>> ? never : K
}[DeferredName] | {
  [K in StreamName]: UseCases[K] extends (...args: never[]) => Observable<unknown> ? never : K
}[StreamName]
const everyUseCaseDeferrable: [NotDeferrable] extends [never] ? true : NotDeferrable = true
void everyUseCaseDeferrable

type AnyTask = (...args: unknown[]) => TaskEither<unknown, unknown>
type AnyStream = (...args: unknown[]) => Observable<unknown>

/**
 * The UseCases record the browser hands the UI: the shell's use cases as they are, and every
 * other one a stand-in of the same type that, on each call, resolves the use case by name
 * (`resolve`: the first call of a core area fetches that area's chunk and the composition root,
 * use-case-areas.ts; each HTTP gateway and its codecs then load on their first call) and forwards
 * the call. A chunk that cannot be fetched answers Unavailable, as a failed call does.
 */
export const deferUseCases = (shell: ShellUseCases, resolve: (name: Exclude<UseCaseName, ShellUseCaseName>) => Promise<unknown>): UseCases => {
  const failed = (e: unknown): E.Either<Unavailable, never> => {
    shell.reportError(e, { where: 'loading a screen chunk' })
    return E.left(unavailable(CODE_NOT_LOADED))
  }
  const task =
    (name: DeferredName): AnyTask =>
    (...args) =>
    () =>
      resolve(name).then((u) => (u as AnyTask)(...args)(), failed)
  /**
   * A stream use case's stand-in is a Subscribable (subscribe and unsubscribe: all the UI does with
   * one), so rxjs itself stays out of the first screen and loads with the screens that stream.
   */
  const stream =
    (name: StreamName) =>
    (...args: unknown[]): Subscribable<unknown> => ({
      subscribe: (observer: Partial<Observer<unknown>>): Unsubscribable => {
        let inner: Unsubscribable | undefined
        let closed = false
        resolve(name).then(
          (u) => {
            if (!closed) inner = (u as AnyStream)(...args).subscribe(observer)
          },
          (e: unknown) => {
            if (!closed) observer.error?.(e)
          },
        )
        return {
          unsubscribe: () => {
            closed = true
            inner?.unsubscribe()
          },
        }
      },
    })
  const made = new Map<string | symbol, unknown>()
  const streams: readonly string[] = STREAM_USE_CASES
  return new Proxy(shell as unknown as UseCases, {
    get: (target, name) => {
      // 'then' is looked up by `await`: the record is not a promise.
      if (typeof name !== 'string' || name === 'then' || name in target) return Reflect.get(target, name)
      if (!made.has(name)) made.set(name, streams.includes(name) ? stream(name as StreamName) : task(name as DeferredName))
      return made.get(name)
    },
  })
}
