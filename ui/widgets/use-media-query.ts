import { useSyncExternalStore } from 'react'
import { PHONE_MAX_WIDTH_PX } from '../../core/shared/constants'

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

/** Whether the window is a phone's (the layout's phone width, PHONE_MAX_WIDTH_PX, or less). */
export const usePhone = (): boolean => useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`)
