import { createRoot } from 'react-dom/client'
import { createConsoleReporter } from '../../adapters/reporting/console-reporter'
import { createDeferredReporter } from '../../adapters/reporting/deferred-reporter'
import { SESSION_HINT_COOKIE } from '../../adapters/http/contract/wire'
import { signInPath } from '../../core/access/return-path.rule'
import { App } from '../../ui/app/app'
import { preloadScreen } from '../../ui/app/preload-screen'
import { afterNextPaint } from '../../ui/app/after-next-paint'
import { provideAreaWarmUp } from '../../ui/app/warm-areas'
import { addressNeedsFeatureLists } from '../../core/access/route-access.rule'
import { createShellUseCases } from '../../core/shell-use-cases'
import { deferUseCases } from './deferred-use-cases'
import { headStart } from './head-start'
import { createBrowserPlatform } from './platform'

const dsn = import.meta.env.VITE_SENTRY_DSN
const sentryOn = dsn !== undefined && dsn.trim() !== ''
const reporter = createDeferredReporter(createConsoleReporter())

if (sentryOn) {
  // Sentry lives in its own chunk, fetched after the first screen; reports made before it loads are replayed.
  void import('../../adapters/reporting/sentry-reporter').then(({ startSentry }) => {
    const sentry = startSentry({ dsn, host: window.location.host, environment: import.meta.env.MODE })
    reporter.attach(sentry.reporter)
  })
}

const apiOrigin = import.meta.env.VITE_API_ORIGIN ?? ''
/**
 * A first visit (or one after signing out) has no session: go straight to the backend's sign-in
 * page, which brings the staff member back to the address they asked for, with no failing call
 * and no 'signed out' message for someone who never signed in. Same-origin backends only (the
 * sandbox sets the hint); a backend on another origin is asked, as before.
 */
const hasSessionHint = (): boolean => document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
const goingToSignIn = apiOrigin === '' && !hasSessionHint()
if (goingToSignIn) window.location.replace(signInPath(`${window.location.pathname}${window.location.search}${window.location.hash}`))

// The first screen draws with the shell's use cases (and the core's rules, which the screens import
// themselves); every other use case resolves by name (use-case-areas.ts, a small chunk fetched
// beside the address's screen): the first call of a core area fetches that area's use cases and
// the composition root (Inversify, the screens' gateways), once the frame then being drawn (the
// address's screen, as the shell shows it) has been painted: on a slow phone network they would
// otherwise share the line with that screen's own chunks and hold back its first paint.
const platform = createBrowserPlatform({ apiOrigin, reporter })
const areas = () => import('./use-case-areas')
// A browser with a session fetches the address's screen chunk, then starts the shell's first calls,
// all at once (head-start.ts): the screen's code first, the largest thing its first paint waits
// for. Both in the task after the entry's, which is long enough on a slow phone already (its
// modules evaluating): one task less over Lighthouse's 50 ms.
const soon = (run: () => void): void => void window.setTimeout(run, 0)
if (!goingToSignIn) soon(() => (preloadScreen(window.location.pathname), void areas()))
const shellPorts = goingToSignIn
  ? platform
  : { ...platform, ...headStart(platform, { featureLists: addressNeedsFeatureLists(window.location.pathname), begin: soon }) }
const useCases = deferUseCases(createShellUseCases(shellPorts), (name) => areas().then((m) => m.resolveInBrowser(platform, name)))
// A screen that knows its next calls binds their areas ahead (the profile, from the header search).
provideAreaWarmUp((names) => areas().then((m) => m.warmInBrowser(platform, names)))
// The service worker and the copies the desk reads offline: after the first paint (offline-start.ts),
// not after the screen's data (screen-drawn.ts): its code must be in before the network can drop,
// or the desk that lost it in its first seconds could not queue what it does.
const offlineDesk = afterNextPaint()
  .then(() => import('./offline-start'))
  .then((m) => m.startOffline(platform), () => undefined)

const root = document.getElementById('root')
if (root === null) throw new Error('The page has no #root element')
// A render that fails is caught and reported by the app's FatalErrorBoundary (through the core's
// ErrorReporter); Sentry, when on, also hears what escapes it through the window's error events.
if (!goingToSignIn) createRoot(root).render(<App useCases={useCases} offlineDesk={offlineDesk} />)
