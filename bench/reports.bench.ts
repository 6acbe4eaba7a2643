import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { DAY_MS } from '../core/shared/constants'
import { openDatabase } from '../sandbox/db/database'
import { seedIfEmpty } from '../sandbox/seed/seed'

const PORT = Number(process.env.REPORT_BENCH_PORT ?? '8398')
const BASE = `http://127.0.0.1:${PORT}`
const ROWS = 10_000

/** A temp sandbox whose main gym took 10,000 more cash sales over the last 29 days (the cash sales report's default range). */
const startSandbox = async (): Promise<{ proc: ChildProcess; dir: string }> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'))
  const db = openDatabase(dir)
  const now = Date.now()
  seedIfEmpty(db, now)
  const ins = db.prepare(
    "INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, 1, 'CASH', 'PAYMENT_COMPLETED', ?, ?, 'staff-frontdesk', ?, ?)",
  )
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = now - (i % 29) * DAY_MS - (i % 600) * 60_000
      const request = JSON.stringify({ priced: { memberships: [{ name: i % 2 === 0 ? 'gymfit ELITE 1 month' : 'cultpass BLACK 6 months', kind: 'PACK', pricePaise: 249_900 }] } })
      ins.run(`ORD-B${String(i).padStart(6, '0')}`, String(300001 + (i % 2000)), 249_900 + (i % 7) * 10_000, request, at, at)
    }
  })()
  db.close()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(PORT), SANDBOX_DATA_DIR: dir, SANDBOX_DIST_DIR: 'dist' },
    stdio: 'ignore',
  })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/sign-in`)).ok) return { proc, dir }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  proc.kill()
  throw new Error('sandbox did not start')
}

/** Page-side probes: the report's response end and the moment its rows are painted. */
const PROBES = () => {
  const w = window as unknown as Record<string, unknown>
  w.__reportResponseEnd = undefined
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => {
      if (!e.name.includes('/api/v1/reports/cashSales')) return
      w.__reportResponseEnd = (e as PerformanceResourceTiming).responseEnd
      w.__reportRequestMs = e.duration
      w.__reportRequestStart = e.startTime
    }),
  ).observe({ type: 'resource', buffered: true })
  w.__rowsPainted = undefined
  const mo = new MutationObserver(() => {
    if (w.__rowsPainted !== undefined || document.querySelector('table tbody tr td') === null || document.querySelector('[data-testid="report-row-count"]') === null) return
    mo.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__rowsPainted = performance.now()), 0))
  })
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }))
}

/** Each report route's own JavaScript (gzip), as the build measured it (dist/.vite/budgets.json). */
const routeSizes = (): Record<string, string> => {
  if (!existsSync('dist/.vite/budgets.json')) execSync('npx vite build', { stdio: 'ignore' })
  const b = JSON.parse(readFileSync('dist/.vite/budgets.json', 'utf8')) as { routes: { route: string; gzipBytes: number }[] }
  return Object.fromEntries(b.routes.filter((r) => r.route.startsWith('/reports/')).map((r) => [`${r.route} own JS gzip KiB (budget 50)`, (r.gzipBytes / 1024).toFixed(1)]))
}

/**
 * Reports: each report route's own JavaScript (gzip) and, in Chromium at 4x CPU throttling, the
 * cash sales report of 10,000+ rows: report response to rows painted, sorts (Amount, Order and
 * Date, each ascending and descending) to the sorted page painted, and a search to the filtered
 * rows painted (300 ms debounce included).
 */
export const reportsBench = {
  name: 'reports (route JS; a 10,000-row report at 4x CPU throttling)',
  run: async () => {
    const sizes = routeSizes()
    const load = loadavg()
    const { proc, dir } = await startSandbox()
    const exe = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
    const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${BASE}/sign-in`)
      await page.locator('button[name="persona"][value="owner"]').click()
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
      await page.addInitScript('globalThis.__name = (f) => f')
      await page.addInitScript(PROBES)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${BASE}/reports/cashSales`)
      await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__rowsPainted !== undefined, undefined, { timeout: 120_000 })
      const first = await page.evaluate(() => {
        const w = window as unknown as Record<string, number>
        return { response: w.__reportResponseEnd ?? Number.NaN, painted: w.__rowsPainted ?? Number.NaN }
      })
      const count = (await page.getByTestId('report-row-count').textContent()) ?? ''
      const domRows = await page.locator('table tbody tr').count()
      const timed = async (act: () => Promise<void>, done: () => Promise<unknown>): Promise<number> => {
        const t0 = Date.now()
        await act()
        await done()
        return Date.now() - t0
      }
      /**
       * One click on a column's header, timed until the rows shown are in its order in `dir` (the
       * server sorts: the header's mark changes at once, the rows when the sorted page has come and
       * been drawn; 'none' is the report's own order again, not timed in the page), and in the page:
       * click to request sent, the server's answer and answer to painted.
       */
      const sortOnce = async (name: 'Amount' | 'Order' | 'Date', dir: 'ascending' | 'descending' | 'none') => {
        await page.evaluate(() => {
          const w = window as unknown as Record<string, number | undefined>
          w.__sortedAt = undefined
          w.__reportRequestStart = undefined
          document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true })
        })
        const ms = await timed(
          () => page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).getByRole('button').click(),
          () =>
            page.waitForFunction(
              ([want, label]) => {
                const w = window as unknown as Record<string, number | undefined>
                if (want === 'none') return [...document.querySelectorAll('thead th')].every((th) => (th.getAttribute('aria-sort') ?? 'none') === 'none')
                if (document.querySelector(`th[aria-sort="${want}"]`) === null || w.__reportRequestStart === undefined || w.__reportRequestStart < (w.__clickAt ?? 0)) return false
                const column = [...document.querySelectorAll('thead th')].findIndex((th) => (th.textContent ?? '').startsWith(label))
                // Amounts as numbers, days (dd-MM-yyyy) as yyyyMMdd, order ids as they read.
                const value = (t: string): string | number => (label === 'Amount' ? Number(t.replace(/[^\d.]/g, '')) : label === 'Date' ? t.split('-').reverse().join('') : t)
                const values = [...document.querySelectorAll('tbody tr')].map((tr) => value(tr.children[column]?.textContent ?? ''))
                const sign = want === 'ascending' ? 1 : -1
                const sorted = column >= 0 && values.length > 1 && values.every((a, i) => i === 0 || sign * ((values[i - 1] as string | number) > a ? 1 : -1) <= 0 || values[i - 1] === a)
                if (sorted) w.__sortedAt = performance.now()
                return sorted
              },
              [dir, name] as const,
              { polling: 'raf', timeout: 60_000 },
            ),
        )
        const inPage = await page.evaluate(() => {
          const w = window as unknown as Record<string, number>
          const click = w.__clickAt ?? Number.NaN
          const sent = w.__reportRequestStart ?? Number.NaN
          const request = w.__reportRequestMs ?? Number.NaN
          const painted = w.__sortedAt ?? Number.NaN
          return { sent: sent - click, request, drawn: painted - (sent + request), painted: painted - click }
        })
        return { ms, ...inPage }
      }
      // Amount, Order and Date, each ascending, descending and back to the report's own order: six
      // sorts the page has not seen (a sort seen before draws at once from the page's cache).
      const sorts: Awaited<ReturnType<typeof sortOnce>>[] = []
      for (const name of ['Amount', 'Order', 'Date'] as const) {
        sorts.push(await sortOnce(name, 'ascending'))
        sorts.push(await sortOnce(name, 'descending'))
        await sortOnce(name, 'none')
      }
      const median = (xs: readonly number[]): number => {
        const v = [...xs].sort((a, b) => a - b)
        const m = Math.floor(v.length / 2)
        return v.length % 2 === 1 ? (v[m] as number) : ((v[m - 1] as number) + (v[m] as number)) / 2
      }
      const each = (f: (x: (typeof sorts)[number]) => number): string => `${median(sorts.map(f)).toFixed(0)} (${sorts.map((x) => f(x).toFixed(0)).join(', ')})`
      const searchMs = await timed(
        () => page.getByRole('searchbox', { name: /Search Cash Sales/ }).fill('ORD-B000042'),
        () => page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, undefined, { timeout: 60_000 }),
      )
      return {
        ...sizes,
        'cash sales report rows': count,
        'report response end -> rows painted ms (target 1000)': (first.painted - first.response).toFixed(0),
        'DOM rows (one page)': domRows,
        'load average (1 min) before / after': `${load[0]?.toFixed(1)} / ${loadavg()[0]?.toFixed(1)}`,
        'sort (Amount, Order, Date; up, down) -> sorted page painted ms, median (each)': each((x) => x.ms),
        '  in the page: click -> sorted page painted ms (target 300)': each((x) => x.painted),
        '  of which click -> request sent ms': each((x) => x.sent),
        '  of which the sorted page request ms (server)': each((x) => x.request),
        '  of which answer -> sorted page painted ms': each((x) => x.drawn),
        'search -> filtered rows painted ms (incl. 300 ms debounce)': searchMs,
      }
    } finally {
      await browser.close()
      proc.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
