import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { SESSION_HINT_COOKIE } from '../adapters/http/contract/wire'
import { startPortalServer } from './portal-server'

// ---- operations: the dry run of a 10,000-row file in the browser ----

const ROWS = 10_000

/** A Segment Removal file of 10,000 rows that pass the file's own rules (digits, a segment id). */
const segmentFile = (): string => {
  const lines = ['userId,segmentId']
  for (let i = 0; i < ROWS; i++) lines.push(`${700_001 + i},7102`)
  return `${lines.join('\n')}\n`
}

/** Page-side probe: every long task (over 50 ms) with its start and duration. */
const LONG_TASKS = () => {
  const w = window as unknown as { __long: [number, number][] }
  w.__long = []
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__long.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * The dry run of a 10,000-row Segment Removal file in Chromium, as staff run it: the file chosen,
 * 'Check file' pressed, until the screen shows the outcome (the rows checked, or the problems the
 * server found). Measured without and with 4x CPU throttling: the time, and the longest main-thread
 * task in between (papaparse reads the file in chunks, so no task should hold the page for long).
 */
export const uploadsBrowserBench = {
  name: 'uploads in the browser (the dry run of a 10,000-row file)',
  run: async () => {
    const server = await startPortalServer()
    const exe = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
    const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] })
    const file = { name: 'segment-10000.csv', mimeType: 'text/csv', buffer: Buffer.from(segmentFile()) }
    try {
      const once = async (throttle: number): Promise<{ ms: number; longest: number; tasks: number; outcome: string }> => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
        const [name, value] = (await server.signIn('owner')).split('=') as [string, string]
        await context.addCookies([
          { name, value, url: server.base, httpOnly: true, sameSite: 'Strict' },
          { name: SESSION_HINT_COOKIE, value: '1', url: server.base, sameSite: 'Lax' },
        ])
        const page = await context.newPage()
        await page.addInitScript('globalThis.__name = (f) => f')
        await page.addInitScript(LONG_TASKS)
        await page.goto(`${server.base}/troubleshooting/segment`)
        await page.getByRole('heading', { level: 1, name: 'Segment Removal' }).waitFor({ timeout: 60_000 })
        await page.getByLabel('CSV file').setInputFiles(file)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
        const from = await page.evaluate(() => performance.now())
        await page.getByRole('button', { name: 'Check file' }).click()
        const checked = page.getByRole('status').filter({ hasText: /rows? checked/ })
        const problems = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) })
        await checked.or(problems).first().waitFor({ timeout: 180_000 })
        const to = await page.evaluate(() => performance.now())
        const long = await page.evaluate((start) => (window as unknown as { __long: [number, number][] }).__long.filter(([s]) => s >= start), from)
        const outcome = (await checked.count()) > 0 ? ((await checked.first().textContent()) ?? '') : `${(await problems.getByRole('row').count()) - 1} problem rows listed`
        await context.close()
        return { ms: to - from, longest: Math.max(0, ...long.map(([, d]) => d)), tasks: long.length, outcome }
      }
      const plain = await once(1)
      const slow = await once(4)
      return {
        rows: ROWS,
        outcome: plain.outcome,
        'Check file -> outcome shown ms': plain.ms.toFixed(0),
        'longest main-thread task ms': plain.longest.toFixed(0),
        'long tasks (> 50 ms)': plain.tasks,
        'at 4x CPU: Check file -> outcome shown ms': slow.ms.toFixed(0),
        'at 4x CPU: longest main-thread task ms': slow.longest.toFixed(0),
        'at 4x CPU: long tasks (> 50 ms)': slow.tasks,
      }
    } finally {
      await browser.close()
      server.stop()
    }
  },
}
