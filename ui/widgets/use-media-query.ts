import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now (false where matchMedia is missing). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const m = window.matchMedia(query)
      m.addEventListener('change', notify)
      return () => m.removeEventListener('change', notify)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  )
