import { execSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startSandbox } from './check-in-browser.bench'

const PORT = Number(process.env.BENCH_PORT ?? '8397')
const BASE = `http://127.0.0.1:${PORT}`
const ROUNDS = 3

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

/** Page-side probe: when the first rows of the list were painted, from the navigation's start. */
const PROBE = () => {
  const w = window as unknown as Record<string, unknown>
  w.__firstRowsPainted = undefined
  const mo = new MutationObserver(() => {
    if (w.__firstRowsPainted !== undefined || document.querySelector('[data-testid="check-in-card"]') === null) return
    mo.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__firstRowsPainted = performance.now()), 0))
  })
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }))
}

/**
 * The desk starting with no network at 4x CPU: /book (10,000 bookings) loaded with the network
 * cut, painted from the device's copy by the service worker's precache and IndexedDB, as a ratio to
 * the online start in the same run (both after the service worker is in place; rounds alternate,
 * medians compared).
 */
export const offlineStartBench = {
  name: 'desk start with no network (10,000 bookings, 4x CPU throttling)',
  run: async () => {
    if (!existsSync('dist/sw.js')) execSync('npx vite build', { stdio: 'ignore' })
    const { proc, dir } = await startSandbox()
    const exe = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
    const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${BASE}/sign-in`)
      await page.getByRole('button', { name: /Asha Rao · owner/ }).click()
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
      await page.addInitScript('globalThis.__name = (f) => f')
      await page.addInitScript(PROBE)
      await page.goto(`${BASE}/book`)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
      await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstRowsPainted !== undefined, undefined, { timeout: 60_000 })
      // The copy is kept at the next idle moment: give it that moment.
      await page.waitForTimeout(3_000)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const start = async (offline: boolean): Promise<number> => {
        await context.setOffline(offline)
        await page.goto(`${BASE}/book`)
        await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstRowsPainted !== undefined, undefined, { timeout: 120_000 })
        const painted = await page.evaluate(() => (window as unknown as Record<string, number>).__firstRowsPainted ?? Number.NaN)
        if (offline && (await page.getByText(/^Offline: as of/).count()) === 0) throw new Error('the offline start did not show the copy')
        return painted
      }
      const online: number[] = []
      const offline: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        online.push(await start(false))
        offline.push(await start(true))
      }
      await context.setOffline(false)
      const on = median(online)
      const off = median(offline)
      return {
        'online start -> first rows painted ms (median)': on.toFixed(0),
        'offline start -> first rows painted ms (median)': off.toFixed(0),
        'offline / online': (off / on).toFixed(2),
      }
    } finally {
      await browser.close()
      proc.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
