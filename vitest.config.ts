import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The unit, contract and component suites run as of one fixed instant, Wednesday 18 November 2026
 * at 11:00 in the centres' zone (IST), whenever and wherever they run: the contract sandbox seeds
 * and answers as of it, and the tests, the sandboxes they start and the CLI they run read the same
 * clock (tests/setup/test-clock.mjs: the real clock moved, still running). Lists of today, due
 * dates, opening hours, default windows, OTP expiries and a month's figures then never meet a day's
 * or a month's end half-way through a run (tests/sandbox/contract-clock.test.ts). The rules suites
 * cover every hour with instants of their own, and the e2e journeys run as of this instant, a day's
 * last half hour and a month's first morning (playwright.config.ts).
 */
const TEST_INSTANT = Date.parse('2026-11-18T05:30:00Z')
process.env.PORTAL_TEST_CLOCK_SHIFT_MS ??= String(TEST_INSTANT - Date.now())
const testClock = fileURLToPath(new URL('./tests/setup/test-clock.mjs', import.meta.url))
/** A project's workers, and the processes they start, on the suites' clock. */
const onTestClock = {
  execArgv: ['--import', testClock],
  env: { NODE_OPTIONS: `--import ${testClock}`, PORTAL_TEST_CLOCK_SHIFT_MS: process.env.PORTAL_TEST_CLOCK_SHIFT_MS },
}

/**
 * Test projects:
 * - unit: use cases, adapters and rule examples (node);
 * - property + property-tz: the QA rule suites (npm run test:rules), run under two machine
 *   time zones to show the rules do not depend on the machine's zone;
 * - contract: one suite per port against the in-memory and the HTTP adapter (tests/contract/), the
 *   sandbox's routes (tests/sandbox/) and the headless CLI (tests/cli/), all against one real sandbox;
 * - component: React components in happy-dom.
 */
const rules = (name: string, tz: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/property/**/*.property.test.ts', 'tests/unit/core/**/*.test.ts'],
    environment: 'node',
    env: { TZ: tz },
    setupFiles: ['tests/setup/fast-check.ts'],
    // Pure rules: the files of a worker share one module graph instead of importing the core again each.
    isolate: false,
  },
})

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Generous on a busy 2-core machine; tests never assert wall time.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/core/**'],
          environment: 'node',
          ...onTestClock,
        },
      },
      rules('property', 'UTC'),
      rules('property-tz', 'America/Los_Angeles'),
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/sandbox-server.ts'],
          ...onTestClock,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/component.ts'],
          // React is Preact's compat layer. Every library that renders is transformed here, so
          // they and the tests share one Preact (a library Node loaded would bring a second copy,
          // whose hooks see no component). The aliases name the ES module builds of those whose
          // package fields would give Node's CommonJS build (it would require that second copy).
          // Testing Library acts through 'react-dom/test-utils', which the compat package does not
          // export: the alias gives it Preact's act.
          server: { deps: { inline: [/@testing-library\/react/, /styled-components/, /@tanstack\/react-/, /react-router/, /@sentry\/react/, /node_modules\/preact\//, /node_modules\/react(-dom)?\//] } },
          alias: [
            { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            { find: /^styled-components$/, replacement: fileURLToPath(new URL('./node_modules/styled-components/dist/styled-components.browser.esm.js', import.meta.url)) },
            { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/dom-export.mjs', import.meta.url)) },
          ],
          ...onTestClock,
        },
      },
    ],
  },
})
