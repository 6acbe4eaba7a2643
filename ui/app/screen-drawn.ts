import type { QueryClient } from '@tanstack/react-query'
import { afterNextPaint } from './after-next-paint'

/**
 * How long after the page starts a screen that loads nothing at first (a search form) keeps the
 * line to itself: the latest the work waiting for `screenDrawn` starts.
 */
export const QUIET_SCREEN_MS = 3_000

let drawn: () => void = () => undefined

/**
 * Resolves once the first screen has drawn what it loads: its blocks' first answers (or failures)
 * have come, nothing is loading any more, and a frame has been painted since; or QUIET_SCREEN_MS
 * after the page started, whichever is first. What the screen does not need waits for it (the
 * header's reminders and connection state, the offline desk's copies and service worker): on a
 * phone's slow link they would otherwise share the line, six requests at a time, and the main
 * thread with the calls and the drawing the staff member is waiting for.
 */
export const screenDrawn: Promise<void> = new Promise((resolve) => {
  drawn = resolve
  setTimeout(resolve, QUIET_SCREEN_MS)
})

/**
 * Watches the portal's query client for `screenDrawn` (the shell calls it once it is up): the
 * first time an answer or a failure has come and no query is fetching, a painted frame later.
 * Answers the watch's end.
 */
export const watchScreenDrawn = (client: QueryClient): (() => void) => {
  let answered = false
  let done = false
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (done) return
    if (event.type === 'updated' && event.query.state.status !== 'pending') answered = true
    if (answered && client.isFetching() === 0) {
      done = true
      void afterNextPaint().then(afterNextPaint).then(drawn)
    }
  })
  return () => {
    done = true
    unsubscribe()
  }
}
