import { Component, type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react'
import { CODE_NOT_LOADED } from '../../core/shared/messages'
import { Loader } from '../widgets/loader'

type Loaded<C> = { readonly default: C }

const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A lazily loaded screen (or a part of one), like React's `lazy`, whose chunk can also be fetched before it first
 * renders (`preloadLazy`); both share one fetch, and a failed fetch is tried again next time.
 * Unlike React's `lazy` it never suspends: a chunk that has already arrived renders at once, and
 * one still on its way shows the loading indicator until it arrives. A suspended screen would show
 * its Suspense fallback, and React then holds the screen back for its fallback throttle (about
 * 300 ms after the fallback appeared), measured on /checkin as the list's request going out
 * 330 ms late. A chunk that cannot be fetched is thrown to the error boundary, as React's does.
 */
export const lazy = <P extends object = Record<string, never>>(factory: () => Promise<Loaded<ComponentType<P>>>): ComponentType<P> => {
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
    const [failed, setFailed] = useState<{ readonly error: unknown } | undefined>(undefined)
    // Whether this render showed the screen: a chunk that arrives between the render and the effect
    // still has to bring the screen in, so the effect goes by what was rendered, not by `loaded`.
    const shown = loaded !== undefined
    useEffect(() => {
      if (shown) return
      let live = true
      load().then(
        () => live && arrived(),
        (error: unknown) => live && setFailed({ error }),
      )
      return () => {
        live = false
      }
    }, [shown])
    if (failed !== undefined) throw failed.error
    if (loaded === undefined) return <Loader />
    const Screen = loaded.default
    return <Screen {...props} />
  }
  loaders.set(Lazy, load)
  return Lazy
}

/** Starts fetching a lazy component's chunk now (no-op for a component not made by `lazy` above). */
export const preloadLazy = (component: object): void => {
  loaders.get(component)?.().catch(() => undefined)
}

type BoundaryProps = { readonly children: ReactNode }
type BoundaryState = { readonly failed: boolean }

/**
 * Keeps a failure inside one block of a screen: a block whose code could not be fetched (offline,
 * or a deployment in between) says so in its place, and the rest of the screen stays usable.
 */
export class BlockBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false }
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p role="status">{CODE_NOT_LOADED}</p> : this.props.children
  }
}
