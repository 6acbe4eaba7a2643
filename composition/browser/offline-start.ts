import { createIdbOfflineCopyStore } from '../../adapters/storage/offline-copies.idb'
import { type OfflineDesk, createOfflineDesk } from '../../core/offline/offline-desk'
import type { BrowserPlatform } from './platform'

/**
 * Registers the service worker (vite-plugin-pwa's sw.js: the precached portal, index.html from
 * the network first) once the built portal runs; never in dev mode nor under tests, where no
 * sw.js is built. workbox-window loads here, after the first paint (main.tsx).
 */
const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
    .catch(() => undefined)
}

/**
 * The offline machinery, loaded after the first paint: the service worker, and the desk's copies
 * in IndexedDB (none where the browser has no IndexedDB: the portal then loads as it always did).
 */
export const startOffline = (platform: Pick<BrowserPlatform, 'clock' | 'selection'>): OfflineDesk | undefined => {
  registerServiceWorker()
  if (typeof indexedDB === 'undefined') return undefined
  return createOfflineDesk({ store: createIdbOfflineCopyStore(), now: platform.clock.now, selection: platform.selection })
}
