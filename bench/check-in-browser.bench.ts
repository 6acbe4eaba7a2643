import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { openDatabase } from '../sandbox/db/database'
import { seedIfEmpty } from '../sandbox/seed/seed'
import { MAIN_GYM_ID } from './check-in-payload'

const PORT = Number(process.env.BENCH_PORT ?? '8397')
const BASE = `http://127.0.0.1:${PORT}`

const p75 = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.75) - 1)] ?? Number.NaN
}

/**
 * The seed inserts the main gym's day first (ids 1-10,000). A temp sandbox whose main gym has its whole seeded day (10,000 check-ins) as bookings, so that
 * /book lists all 10,000 on its first load (bookings use the whole day).
 */
export const startSandbox = async (): Promise<{ proc: ChildProcess; dir: string }> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-checkins-'))
  const db = openDatabase(dir)
  seedIfEmpty(db, Date.now())
  db.prepare(
    `UPDATE check_ins SET state = 'created',
       data = json_set(data, '$.state', 'created', '$.validatedAt', NULL, '$.checkInTime', NULL, '$.checkOutTime', NULL),
       full = json_set(full, '$.state', 'created', '$.validatedAt', NULL, '$.checkInTime', NULL, '$.checkOutTime', NULL)
     WHERE centre_id = ? AND id <= 10000`,
  ).run(MAIN_GYM_ID)
  db.close()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(PORT), SANDBOX_DATA_DIR: dir, SANDBOX_DIST_DIR: 'dist' },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${BASE}/sign-in`)
      if (r.ok) return { proc, dir }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  proc.kill()
  throw new Error('sandbox did not start')
}

/** Page-side probes: list response end, first card painted, long tasks, keystroke to next paint. */
const PROBES = () => {
  const w = window as unknown as Record<string, unknown>
  const longTasks: { start: number; duration: number }[] = []
  w.__longTasks = longTasks
  new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true })
  w.__listResponseEnd = undefined
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => {
      if (e.name.includes('/api/v1/checkIns?')) w.__listResponseEnd = (e as PerformanceResourceTiming).responseEnd
    }),
  ).observe({ type: 'resource', buffered: true })
  w.__firstRowsPainted = undefined
  const mo = new MutationObserver(() => {
    if (w.__firstRowsPainted !== undefined || document.querySelector('[data-testid="check-in-card"]') === null) return
    mo.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__firstRowsPainted = performance.now()), 0))
  })
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }))
  const keys: number[] = []
  const settled: number[] = []
  w.__keys = keys
  w.__settled = settled
  document.addEventListener(
    'keydown',
    (e) => {
      if (!(e.target instanceof HTMLInputElement) || e.target.type !== 'search') return
      const t0 = performance.now()
      requestAnimationFrame(() => setTimeout(() => keys.push(performance.now() - t0), 0))
      const list = document.querySelector('[role="list"][aria-label="Members in this list"]')?.parentElement
      if (list === null || list === undefined) return
      const obs = new MutationObserver(() => {
        obs.disconnect()
        requestAnimationFrame(() => setTimeout(() => settled.push(performance.now() - t0), 0))
      })
      obs.observe(list, { childList: true, subtree: true, attributes: true, characterData: true })
    },
    true,
  )
}

/**
 * (b) The booking list of 10,000 check-ins in Chromium with 4x CPU throttling: time from the
 * list response to the first rows painted, DOM rows, long tasks during a scripted scroll, and
 * search keystroke to next paint (p75), plus keystroke to the filtered list painted.
 */
export const checkInBrowser = {
  name: 'check-in list in the browser (10,000 bookings, 4x CPU throttling)',
  run: async () => {
    if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' })
    const { proc, dir } = await startSandbox()
    const exe = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
    const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${BASE}/sign-in`)
      await page.getByRole('button', { name: /Asha Rao · owner/ }).click()
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
      // tsx (esbuild) wraps named functions in __name(): give the page a no-op one.
      await page.addInitScript('globalThis.__name = (f) => f')
      await page.addInitScript(PROBES)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${BASE}/book`)
      await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstRowsPainted !== undefined, undefined, { timeout: 60_000 })
      const first = await page.evaluate(() => {
        const w = window as unknown as Record<string, number>
        return { response: w.__listResponseEnd ?? Number.NaN, painted: w.__firstRowsPainted ?? Number.NaN }
      })
      const setSize = await page.getByRole('list', { name: 'Members in this list' }).getByRole('listitem').first().getAttribute('aria-setsize')
      const domRows = await page.getByRole('list', { name: 'Members in this list' }).getByRole('listitem').count()
      const loadLongTasks = await page.evaluate(() => ((window as unknown as Record<string, unknown>).__longTasks as unknown[]).length)
      if (process.env.BENCH_PROFILE !== undefined) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
      }
      // Scripted scroll: 120 frames of 250 px, then a jump to the end and back; three passes,
      // after the load has settled (a second of idle, as when staff start reading the list).
      await page.waitForTimeout(1500)
      const scrollOnce = () => page.evaluate(async () => {
        const w = window as unknown as Record<string, { start: number; duration: number }[]>
        const t0 = performance.now()
        const frame = () => new Promise((r) => requestAnimationFrame(r))
        for (let i = 0; i < 120; i++) {
          window.scrollBy(0, 250)
          await frame()
        }
        window.scrollTo(0, document.body.scrollHeight)
        await frame()
        await frame()
        window.scrollTo(0, 0)
        await frame()
        await frame()
        const during = (w.__longTasks ?? []).filter((t) => t.start >= t0)
        const rows = document.querySelectorAll('[role="list"][aria-label="Members in this list"] [role="listitem"]').length
        return { durations: during.map((t) => `${Math.round(t.start - t0)}:${Math.round(t.duration)}`).join(' '), longTasks: during.length, longest: during.reduce((m, t) => Math.max(m, t.duration), 0), maxRows: rows }
      })
      const passes = [await scrollOnce(), await scrollOnce(), await scrollOnce()]
      const scroll = {
        longTasks: passes.map((p) => p.longTasks).join(' / '),
        longest: Math.max(...passes.map((p) => p.longest)),
        durations: passes.map((p) => p.durations).join(' | '),
        maxRows: Math.max(...passes.map((p) => p.maxRows)),
      }
      if (process.env.BENCH_PROFILE !== undefined) {
        const { profile } = await cdp.send('Profiler.stop')
        const { writeFileSync } = await import('node:fs')
        writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile))
      }
      const search = page.getByRole('searchbox', { name: 'Search members in this list' })
      await search.click()
      await page.keyboard.type('saanvi', { delay: 250 })
      await page.waitForTimeout(500)
      for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace', { delay: 250 })
      await page.waitForTimeout(500)
      await page.keyboard.type('3001', { delay: 250 })
      await page.waitForTimeout(800)
      const typing = await page.evaluate(() => {
        const w = window as unknown as Record<string, number[]>
        return { keys: w.__keys ?? [], settled: w.__settled ?? [] }
      })
      return {
        'list size (rows incl. headings)': setSize ?? '?',
        'list response end -> first rows painted ms': (first.painted - first.response).toFixed(0),
        'DOM rows after load': domRows,
        'long tasks during load': loadLongTasks,
        'long tasks per scroll pass, 3 passes (target 0)': scroll.longTasks,
        'longest scroll long task ms': scroll.longest.toFixed(0),
        'DOM rows at most while scrolling': scroll.maxRows,
        ...(process.env.BENCH_VERBOSE === undefined ? {} : { 'scroll long tasks (start:ms)': scroll.durations }),
        'keystrokes measured': typing.keys.length,
        'keystroke -> next paint p75 ms (target < 100)': p75(typing.keys).toFixed(0),
        'keystroke -> next paint max ms': Math.max(...typing.keys).toFixed(0),
        'keystroke -> filtered list painted p75 ms': p75(typing.settled).toFixed(0),
      }
    } finally {
      await browser.close()
      proc.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
