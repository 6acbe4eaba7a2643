import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react'

const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * React's `lazy`, whose chunk can also be fetched before the component first renders
 * (`preloadLazy`); both share one fetch, and a failed fetch is tried again next time.
 */
export const lazy = <T extends ComponentType>(factory: () => Promise<{ default: T }>): LazyExoticComponent<T> => {
  let loading: Promise<{ default: T }> | undefined
  const load = (): Promise<{ default: T }> => {
    if (loading === undefined) {
      loading = factory()
      loading.catch(() => (loading = undefined))
    }
    return loading
  }
  const component = reactLazy(load)
  loaders.set(component, load)
  return component
}

/** Starts fetching a lazy component's chunk now (no-op for a component not made by `lazy` above). */
export const preloadLazy = (component: object): void => {
  loaders.get(component)?.().catch(() => undefined)
}
