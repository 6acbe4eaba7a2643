import { preloadScreen } from '../app/preload-screen'

/**
 * The profile's code, fetched before a search needs it: its screen's chunk and, once that is in,
 * the use-case areas and lazy blocks its first render calls for (profile-ahead.ts). The header
 * search calls it when it gets focus. The screen's module is the one its route loads: one fetch.
 */
export const preloadProfile = (): void => {
  preloadScreen('/user')
  import('./user.screen').then(
    (m) => m.fetchProfileAhead(),
    () => undefined,
  )
}
