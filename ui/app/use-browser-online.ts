import { useLayoutEffect, useState } from 'react'

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false

/**
 * Whether the browser says it has a network now, kept current (its `online` and `offline` events).
 * It listens from the moment the component is drawn (a layout effect, not after the next paint),
 * and reads the browser once more then, so a change in between is not missed.
 */
export const useBrowserOnline = (): boolean => {
  const [online, setOnline] = useState(isOnline)
  useLayoutEffect(() => {
    const changed = () => setOnline(isOnline())
    changed()
    window.addEventListener('online', changed)
    window.addEventListener('offline', changed)
    return () => {
      window.removeEventListener('online', changed)
      window.removeEventListener('offline', changed)
    }
  }, [])
  return online
}
