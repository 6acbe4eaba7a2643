import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { COMPOSITION_ROOT_ONLY } from './scripts/budgets'
import { budgetsPlugin } from './scripts/budgets.plugin'
import { precompressPlugin } from './scripts/precompress.plugin'

/** Modules the entry loads statically (rolldown's '$initial' tag) that live in node_modules. */
const LIBRARIES = /node_modules/
/** The message catalogue stays out of the shell group: its area files belong with the screens that use them. */
const NOT_SHELL = /node_modules|core[\\/]shared[\\/]messages/
/** The composition root's own module: the chunk the entry imports dynamically, kept out of the groups so rolldown emits it whole. */
const COMPOSITION_ROOT_ENTRY = /composition[\\/]browser[\\/]container\.ts$/
/** The offline machinery (service worker registration, the desk's IndexedDB copies): its own chunk, loaded after the first paint, not with the composition root. */
const OFFLINE_START = /composition[\\/]browser[\\/]offline-start\.ts$/
/** A core area's use cases (its `*.use-case.ts` files and its record, core/<area>/use-cases.ts). */
const USE_CASES = /[\\/]core[\\/][^\\/]+[\\/]([^\\/]+\.use-case|use-cases)\.ts$/
/** The whole record of the core's use cases (the node composition's): the browser binds area by area. */
const ALL_USE_CASES = /[\\/]core[\\/]use-cases\.ts$/
/** Which core area's use cases each use case is in: its own small chunk, fetched beside the address's screen. */
const USE_CASE_AREAS = /composition[\\/]browser[\\/]use-case-areas\.ts$/
/**
 * What only the deferred composition root loads (Inversify, the composition modules): one chunk,
 * fetched with the first screen call once the first screen has painted (composition/browser/use-case-areas.ts).
 * The build fails when a route's own chunks hold one of these or a use case (scripts/budgets.ts):
 * that screen would wait for the composition root before its first paint.
 */
const COMPOSITION_ROOT = (id: string): boolean =>
  COMPOSITION_ROOT_ONLY.test(id) && !USE_CASES.test(id) && !COMPOSITION_ROOT_ENTRY.test(id) && !OFFLINE_START.test(id) && !USE_CASE_AREAS.test(id)
/**
 * The use cases in a chunk per core area, fetched by the first call of that area (beside the
 * composition root): a screen loads its own areas' use cases, not every area's. The shell's use
 * cases are in the first screen (its groups come first).
 */
const useCasesChunk = (id: string): string | null => {
  const area = USE_CASES.test(id) ? /[\\/]core[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] : undefined
  return area === undefined ? null : `use-cases-${area}`
}
/** The core's rules (and the calendar library some use): what the screens import themselves. A library's own `core` folder (pdf-lib's) is not the core. */
const RULES = (id: string): boolean => (/[\\/]core[\\/]/.test(id) && !/node_modules/.test(id)) || /node_modules[\\/](date-fns|date-fns-tz)[\\/]/.test(id)
/**
 * The rules in a chunk per core area, so a screen fetches its own areas' rules and not every
 * area's: 'rules-shared' holds core/shared (constants, brands, the message catalogue) and the
 * check-in rules (the front desk's first screen and the profile draw with them), 'dates' the
 * calendar library (the check-in screen reads days with Intl and does without it). The lead and
 * operations rules import each other and share one chunk: chunks that import each other can run
 * a module before one it needs. No other area's rules import another's both ways, and
 * core/shared imports no area's.
 */
const rulesChunk = (id: string): string | null => {
  if (!RULES(id)) return null
  if (/node_modules/.test(id)) return 'dates'
  const area = /[\\/]core[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]
  // The alert rules at check-in: only the alert settings screen and the profile's alerts draw with them, so the composition root does not load them.
  if (/[\\/]check-in-alerts?[-.][^\\/]*$|[\\/]messages[\\/]check-in-alerts\.ts$/.test(id)) return 'rules-check-in-alerts'
  if (area === undefined || area === 'shared' || area === 'check-in') return 'rules-shared'
  return area === 'lead' ? 'rules-operations' : `rules-${area}`
}
/**
 * What most screens draw with and the first screen does not: the query hooks (TanStack Query's
 * observers), the data block, fields, the day and its navigator. One chunk rather than six small
 * ones, each a request that waits for one of a phone's six connections.
 */
const DESK = (id: string): boolean =>
  /ui[\\/]widgets[\\/](query-block|field|day-navigator|calendar-day|status-pill)\.tsx?$/.test(id) ||
  /ui[\\/]app[\\/]use-use-case-query\.ts$/.test(id) ||
  /ui[\\/]offline[\\/]use-offline-queue\.ts$/.test(id) ||
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)
/** The day and time pickers: the forms that ask a day mostly ask a time too, so one chunk (one name in every screen's preload list). */
const PICKERS = /ui[\\/]widgets[\\/](date-picker|time-picker)\.tsx$/
/** The message catalogue's files the first screen loads: their own first-screen file, kept out of the composition root's. */
const MESSAGES = /core[\\/]shared[\\/]messages/

/**
 * The service worker (docs/decisions/offline.md): the hashed assets and index.html precached; a
 * navigation to the portal goes to the network first and falls back to the precached index.html
 * (pages are never cached at run time, and no API answer is ever cached: the copies the desk reads
 * offline live in IndexedDB, per staff member). The sign-in page, the API and the sandbox's own
 * pages are never answered by it. A new deployment's worker takes over at once and drops the old
 * precache, so the next load is the new build whole. Registered after the first paint
 * (composition/browser/offline-start.ts); never built in dev mode.
 */
const serviceWorker = VitePWA({
  injectRegister: false,
  manifest: {
    name: 'Centre operations portal',
    short_name: 'Centre ops',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6fb',
    theme_color: '#151b2e',
    icons: [],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css}'],
    navigateFallback: null,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.origin === self.location.origin && !/^\/(api|sign-in|sandbox|assets)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
})

export default defineConfig({
  // budgetsPlugin fails the build over the JavaScript budgets; precompressPlugin writes .br and .gz beside each asset.
  plugins: [react(), budgetsPlugin(), precompressPlugin(), serviceWorker],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hidden source maps: written for error reporting, never referenced by the code nor served by the sandbox.
    sourcemap: 'hidden',
    // Every browser the portal supports preloads modules natively: no polyfill on the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      /**
       * A use case module and an area's record (core/use-cases.ts included) only define functions:
       * said so, the composition root (which binds the node's whole record in a function it never
       * calls in the browser) does not pull every area's use cases in with it. Every other module
       * keeps the default.
       */
      treeshake: { moduleSideEffects: (id: string) => (USE_CASES.test(id) || ALL_USE_CASES.test(id) ? false : undefined) },
      output: {
        /**
         * The first screen in two files instead of a dozen: left alone, rolldown splits every module
         * the entry shares with a lazy screen into its own small chunk, and a dozen small gzip
         * streams weigh about 4 KiB more than two large ones (issue 17's 130 KiB budget,
         * scripts/budgets.ts). 'vendor' holds the libraries the entry loads (React, the router,
         * TanStack Query, styled-components, io-ts, fp-ts...); 'shell' the portal's own modules it
         * loads, without pulling in their dependencies (so the message catalogue's area files,
         * which the shell does not use, stay with the screens that do). Screens keep their own
         * chunks and import what they share with the first screen from these two.
         */
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: LIBRARIES },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !NOT_SHELL.test(id), includeDependenciesRecursively: false },
            { name: 'messages', tags: ['$initial'], test: MESSAGES, includeDependenciesRecursively: false },
            { name: 'core', test: COMPOSITION_ROOT, includeDependenciesRecursively: false },
            { name: useCasesChunk, test: USE_CASES, includeDependenciesRecursively: false },
            { name: rulesChunk, test: RULES, includeDependenciesRecursively: false },
            { name: 'desk', test: DESK, includeDependenciesRecursively: false },
            { name: 'pickers', test: PICKERS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/sign-in': 'http://127.0.0.1:8080',
      '/logout': 'http://127.0.0.1:8080',
    },
  },
})
