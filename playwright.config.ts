import { execSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download is never used. */
const chromium = (): string => {
  if (process.env.CHROMIUM_PATH !== undefined) return process.env.CHROMIUM_PATH
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  } catch {
    throw new Error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH')
  }
}

const PORT = Number(process.env.E2E_PORT ?? '8181')
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // Lazily loaded screens on a busy 2-core machine: give a first paint some room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // A fresh, seeded sandbox serving the built portal (npm run test:e2e builds first).
    command: `rm -rf .e2e-data && tsx sandbox/main.ts`,
    url: `${E2E_BASE_URL}/sign-in`,
    reuseExistingServer: false,
    // E2E_NOW runs the whole suite as of another instant: the sandbox seeds and answers as of it and
    // each journey sets the browser's clock to the sandbox's (e2e/support.ts, followSandboxClock).
    env: { PORT: String(PORT), SANDBOX_DATA_DIR: '.e2e-data', SANDBOX_FIXED_OTP: '123456', SANDBOX_NOW: process.env.E2E_NOW ?? '', SANDBOX_CLOCK_CONTROL: '1' },
    stdout: 'pipe',
    timeout: 60_000,
  },
})
