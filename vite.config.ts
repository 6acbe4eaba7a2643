import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { budgetsPlugin } from './scripts/budgets.plugin'
import { precompressPlugin } from './scripts/precompress.plugin'

/** Modules the entry loads statically (rolldown's '$initial' tag) that live in node_modules. */
const LIBRARIES = /node_modules/
/** The message catalogue stays out of the shell group: its area files belong with the screens that use them. */
const NOT_SHELL = /node_modules|core[\\/]shared[\\/]messages/
/**
 * What the deferred composition root loads (the core's rules and use cases, Inversify's bindings,
 * the calendar and stream libraries they use), outside the first screen: one chunk that every
 * page fetches right after the entry, not two dozen small ones that each cost a round trip on a
 * slow phone network. It holds the message catalogue's area files too (its use cases name them all).
 */
const COMPOSITION_ROOT = (id: string): boolean => /[\\/](core|composition)[\\/]/.test(id) || /node_modules[\\/](rxjs|date-fns|date-fns-tz)[\\/]/.test(id)
/** The message catalogue's files the first screen loads: their own first-screen file, kept out of the composition root's. */
const MESSAGES = /core[\\/]shared[\\/]messages/

export default defineConfig({
  // budgetsPlugin fails the build over the JavaScript budgets; precompressPlugin writes .br and .gz beside each asset.
  plugins: [react(), budgetsPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hidden source maps: written for error reporting, never referenced by the code nor served by the sandbox.
    sourcemap: 'hidden',
    // Every browser the portal supports preloads modules natively: no polyfill on the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
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
