import { execSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's Chromium, its headless shell first (apt-get install chromium-headless-shell): the same
 * engine without the browser's window and GPU process around it, which Playwright itself uses for
 * headless runs. A journey takes about a quarter less time in it than in the full browser on a
 * 2-core machine (the same 73 journeys, in either order: 556 s against 745 s). Without it, Debian's full Chromium.
 * Playwright's own browser download is never used.
 */
const chromium = (): string => {
  if (process.env.CHROMIUM_PATH !== undefined) return process.env.CHROMIUM_PATH
  try {
    return execSync('command -v chromium-headless-shell || command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  } catch {
    throw new Error('Chromium not found: install it with `apt-get install chromium-headless-shell` (or chromium) or set CHROMIUM_PATH')
  }
}

const PORT = Number(process.env.E2E_PORT ?? '8181')
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * The journeys whose outcome depends on the day and the hour (lists of today, due dates, default
 * windows, a month's figures, start dates, the week's roster) run as of two fixed instants, each
 * against a sandbox of its own that seeds and answers as of that instant: a centre day's last half
 * hour on a month's last day, and a month's first morning. They run first, so each fixed sandbox's
 * clock has moved on by a few minutes at most when its journeys run. The desktop pass leaves them
 * out: a mid-month Wednesday at 11:00 is the easy case of what they prove at the two hard ones, and
 * a third pass took five minutes of CI on a slow 2-core machine.
 */
export const DAY_JOURNEYS = [
  'checkin-list', 'tasks', 'dashboards', 'reports', 'selling-pt', 'employees-roster', 'desk-day-.*',
]
const INSTANTS = [
  { name: 'month-end-23-35', at: '2026-11-30T18:05:00Z', port: PORT + 1 },
  { name: 'month-start-06-30', at: '2026-12-01T01:00:00Z', port: PORT + 2 },
] as const
/**
 * Every other journey runs as of one fixed instant too, Wednesday 18 November 2026 at 11:00 in the
 * centres' zone, whenever CI runs (the contract suite's instant, vitest.config.ts). E2E_NOW names
 * another instant; E2E_NOW= (empty) runs them at the machine's time. Set here, before the workers
 * start, so the journeys that restart a sandbox read the same instant.
 */
const DESKTOP_NOW = (process.env.E2E_NOW ??= '2026-11-18T05:30:00Z')
const dayJourneys = new RegExp(`e2e/(${DAY_JOURNEYS.join('|')})\\.spec\\.ts$`)

/**
 * The journeys on a chain's data (e2e/scale-*.spec.ts) run against a sandbox of their own seeded
 * with a tenth of the scale seed's chain (sandbox/seed/scale: 50 centres, 100,000 customers, a
 * year of orders at the busiest centres, 10,000 leads), small enough to seed in seconds.
 */
const SCALE = { port: PORT + 3, scale: '0.1' } as const
const SCALE_JOURNEYS = /e2e\/scale-[^/]*\.spec\.ts$/

/** A fresh, seeded sandbox serving the built portal (npm run test:e2e builds first). */
const sandbox = (port: number, dataDir: string, now: string) => ({
  command: `rm -rf ${dataDir} && tsx sandbox/main.ts`,
  url: `http://127.0.0.1:${port}/sign-in`,
  reuseExistingServer: false,
  env: { PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_FIXED_OTP: '123456', SANDBOX_NOW: now, SANDBOX_CLOCK_CONTROL: '1' },
  stdout: 'pipe' as const,
  timeout: 60_000,
})

const scaleSandbox = sandbox(SCALE.port, '.e2e-data-scale', DESKTOP_NOW)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A journey's time limit, not an assertion: the longest journeys take 25 to 35 s on a busy 2-core machine.
  timeout: 60_000,
  // Lazily loaded screens on a busy 2-core machine: give a first paint some room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // The portal's service worker precaches the whole build on a first visit: journeys run without
    // it (a fresh context each), except those about the offline desk, which allow it themselves.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    ...INSTANTS.map((i) => ({
      name: i.name,
      testMatch: dayJourneys,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${i.port}` },
    })),
    { name: 'desktop', testIgnore: [SCALE_JOURNEYS, dayJourneys], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'scale', testMatch: SCALE_JOURNEYS, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${SCALE.port}` } },
  ],
  // E2E_NOW: the desktop project's instant; its sandbox seeds and answers as of it and each journey
  // sets the browser's clock to the sandbox's (e2e/support.ts, followSandboxClock).
  webServer: [
    sandbox(PORT, '.e2e-data', DESKTOP_NOW),
    ...INSTANTS.map((i) => sandbox(i.port, `.e2e-data-${i.name}`, i.at)),
    { ...scaleSandbox, env: { ...scaleSandbox.env, SANDBOX_SCALE: SCALE.scale } },
  ],
})
