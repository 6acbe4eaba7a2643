import { preloadLazy } from '../app/preloadable-lazy'
import { MainBelow, MemberCardBlock, MemberHistoryBlock, SideBlocks } from './profile-parts'

let fetched = false

/**
 * Starts fetching what a customer's profile waits for beyond its screen's chunk as it opens: the
 * use cases of the core areas its blocks call (profile-area-code.ts) and its lazy blocks, once.
 * The header search calls it (through the screen's chunk, preload-profile.ts) when it gets focus,
 * so the first customer opened paints as soon as later ones do. A chunk that cannot be fetched is
 * left to the profile's own calls, which say so in its place, and is tried again on the next focus.
 */
export const fetchProfileAhead = (): void => {
  if (fetched) return
  fetched = true
  preloadLazy(MainBelow)
  preloadLazy(SideBlocks)
  preloadLazy(MemberCardBlock)
  preloadLazy(MemberHistoryBlock)
  import('./profile-area-code').then((m) => m.fetchProfileAreas()).catch(() => (fetched = false))
}
