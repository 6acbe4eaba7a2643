import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { unavailable } from '../core/shared/errors'
import { CODE_NOT_LOADED } from '../core/shared/messages'

/** Each lazy gateway's loader, so its module can be fetched before its first call (`preloadGateway`). */
const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * Fetches a lazy gateway's module (and makes the gateway) ahead of its first call; resolves once it
 * is in, or at once for a gateway that is not lazy. A module that cannot be fetched is left to
 * the first call, which answers Unavailable and tries again.
 */
export const preloadGateway = (gateway: unknown): Promise<void> => {
  const load = typeof gateway === 'object' && gateway !== null ? loaders.get(gateway) : undefined
  return load === undefined ? Promise.resolve() : load().then(() => undefined, () => undefined)
}

/** A port whose every method answers a TaskEither (every gateway port of the core). */
type TaskPort<P> = { readonly [K in keyof P]: P[K] extends (...args: never[]) => TaskEither<unknown, unknown> ? P[K] : never }

/**
 * A gateway that loads its module (the HTTP adapter and the wire codecs it decodes with) on its
 * first call, so a screen's gateways travel with the screen and not with the first screen:
 *
 *   c.bind(TOKENS.tasks).toDynamicValue((ctx) => lazyGateway(() => import('../adapters/http/task-queue.http'), (m) => m.createHttpTaskQueue(ctx.get(TOKENS.http)))).inSingletonScope()
 *
 * A module that cannot be fetched answers Unavailable, as a failed call does, and is tried again
 * on the next call.
 */
export const lazyGateway = <M, P extends TaskPort<P>>(load: () => Promise<M>, make: (module: M) => P): P => {
  let gateway: Promise<P> | undefined
  const loaded = (): Promise<P> => {
    if (gateway === undefined) {
      gateway = load().then(make)
      gateway.catch(() => (gateway = undefined))
    }
    return gateway
  }
  const methods = new Map<string, unknown>()
  const method =
    (name: string) =>
    (...args: unknown[]): TaskEither<unknown, unknown> =>
    () =>
      loaded().then(
        (g) => (g as unknown as Record<string, (...a: unknown[]) => TaskEither<unknown, unknown>>)[name]!(...args)(),
        () => E.left(unavailable(CODE_NOT_LOADED)),
      )
  const proxy = new Proxy({} as P, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined
      if (!methods.has(name)) methods.set(name, method(name))
      return methods.get(name)
    },
  })
  loaders.set(proxy, loaded)
  return proxy
}
