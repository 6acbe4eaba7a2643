import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useReducer, useState } from 'react'

export type Loaded<C> = { readonly default: C }

const loaders = new WeakMap<object, () => Promise<unknown>>()

/** What a lazy part shows while its code is on its way, and in its place when the code could not be fetched. */
export type LazyPartOptions = {
  readonly whileLoading: ReactNode
  /** Given Try Again; the part is also fetched again when the browser comes back online. */
  readonly ifFailed: (retry: () => void) => ReactNode
}

/**
 * A lazily loaded screen (or a part of one), like React's `lazy`, whose chunk can also be fetched before it first
 * renders (`preloadLazy`); both share one fetch, and a failed fetch is tried again next time.
 * Unlike React's `lazy` it never suspends: a chunk that has already arrived renders at once, and
 * one still on its way shows `whileLoading` until it arrives. A suspended screen would show
 * its Suspense fallback, and React then holds the screen back for its fallback throttle (about
 * 300 ms after the fallback appeared), measured on /checkin as the list's request going out
 * 330 ms late. Unlike React's `lazy` a chunk that cannot be fetched (offline, or a deployment in
 * between) never reaches an error boundary: the part shows `ifFailed` in its place, the rest of the
 * page stays usable, and the part is fetched again on Try Again or when the browser is back online.
 * This file has no widgets of its own, so the shell's small parts load it in the first screen.
 */
export const lazyPart = <P extends object = Record<string, never>>(
  factory: () => Promise<Loaded<ComponentType<P>>>,
  options: LazyPartOptions,
): ComponentType<P> => {
  let loaded: Loaded<ComponentType<P>> | undefined
  let loading: Promise<Loaded<ComponentType<P>>> | undefined
  const load = (): Promise<Loaded<ComponentType<P>>> => {
    if (loading === undefined) {
      loading = factory().then((m) => {
        loaded = m
        return m
      })
      loading.catch(() => (loading = undefined))
    }
    return loading
  }
  const Lazy = (props: P) => {
    const [, arrived] = useReducer((n: number) => n + 1, 0)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    // Whether this render showed the screen: a chunk that arrives between the render and the effect
    // still has to bring the screen in, so the effect goes by what was rendered, not by `loaded`.
    const shown = loaded !== undefined
    useEffect(() => {
      if (shown) return
      let live = true
      load().then(
        () => {
          if (!live) return
          setFailed(false)
          arrived()
        },
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [shown, attempt])
    // Listening from the moment the failure is drawn: the network may come back before the next paint.
    useLayoutEffect(() => {
      if (!failed) return
      const again = () => setAttempt((n) => n + 1)
      window.addEventListener('online', again)
      return () => window.removeEventListener('online', again)
    }, [failed])
    if (loaded !== undefined) {
      const Screen = loaded.default
      return <Screen {...props} />
    }
    return <>{failed ? options.ifFailed(() => setAttempt((n) => n + 1)) : options.whileLoading}</>
  }
  loaders.set(Lazy, load)
  return Lazy
}

/** A part that may appear late and stays away while its code cannot be fetched (a small part of the header). */
export const quietPart = <P extends object = Record<string, never>>(factory: () => Promise<Loaded<ComponentType<P>>>): ComponentType<P> =>
  lazyPart(factory, { whileLoading: null, ifFailed: () => null })

/** Starts fetching a lazy component's chunk now (no-op for a component not made by `lazyPart`). */
export const preloadLazy = (component: object): void => {
  loaders.get(component)?.().catch(() => undefined)
}
