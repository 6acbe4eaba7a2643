import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The contract suite runs as of one fixed instant, Wednesday 18 November 2026 at 11:00 in the
 * centres' zone (IST), whenever and wherever it runs: its sandbox seeds and answers as of it, and
 * its tests and the CLI they run read the same clock (tests/setup/contract-clock.mjs). Lists of
 * today, due dates, default windows, OTP expiries and a month's figures then never meet a day's or
 * a month's end half-way through the suite (tests/sandbox/contract-clock.test.ts). The rules suites
 * cover every hour with instants of their own, and the e2e day journeys run as of a day's last half
 * hour and a month's first morning (playwright.config.ts).
 */
const CONTRACT_INSTANT = Date.parse('2026-11-18T05:30:00Z')
process.env.PORTAL_TEST_CLOCK_SHIFT_MS ??= String(CONTRACT_INSTANT - Date.now())
const contractClock = fileURLToPath(new URL('./tests/setup/contract-clock.mjs', import.meta.url))

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
          execArgv: ['--import', contractClock],
          env: { NODE_OPTIONS: `--import ${contractClock}`, PORTAL_TEST_CLOCK_SHIFT_MS: process.env.PORTAL_TEST_CLOCK_SHIFT_MS },
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/component.ts'],
        },
      },
    ],
  },
})
