import { matchPath } from 'react-router-dom'
import { preloadLazy } from './preloadable-lazy'
import { SCREENS } from './screens'

/**
 * Starts fetching the screen chunk of the route at `pathname` at once, beside the shell's first
 * calls, instead of after the staff member's access has loaded (the route gate renders the screen
 * only then). Nothing happens for a path no screen answers.
 */
export const preloadScreen = (pathname: string): void => {
  const path = Object.keys(SCREENS).find((p) => matchPath({ path: p, caseSensitive: true, end: true }, pathname) !== null)
  const screen = path === undefined ? undefined : SCREENS[path]
  if (screen !== undefined) preloadLazy(screen)
}
