import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
