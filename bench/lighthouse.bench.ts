import { execSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { SESSION_HINT_COOKIE } from '../adapters/http/contract/wire'
import { startPortalServer } from './portal-server'

const chromePath = (): string =>
  process.env.CHROME_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()

/** A free TCP port on 127.0.0.1 for Chromium's DevTools endpoint (Lighthouse connects to it). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = typeof a === 'object' && a !== null ? a.port : 0
      s.close(() => resolve(port))
    })
  })

type Run = {
  readonly url: string
  readonly performance: number
  readonly accessibility: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  readonly bytes: number
  /** What Lighthouse blames first: its failing performance audits with their estimated savings. */
  readonly opportunities: string
}

/**
 * Lighthouse on the built portal's /checkin, signed in as the front-desk persona, with
 * Lighthouse's mobile defaults (simulated slow 4G and a 4x slower CPU) and its desktop preset, in
 * Debian's Chromium (CHROME_PATH, else `chromium`). Chromium is started by Playwright (already the
 * project's browser driver) with a DevTools port that Lighthouse connects to, in a persistent
 * profile whose cookie jar holds the session and the signed-in hint: the page sees the same
 * cookies as after signing in (an extra Cookie header alone would leave the hint out of
 * `document.cookie` and audit the sign-in page). The audit fails loudly if it did not stay on
 * /checkin. LIGHTHOUSE_REPORT_DIR=<folder> keeps both reports (JSON) for a closer look.
 * Lighthouse's timings depend on the machine: the load average is reported beside them.
 */
export const lighthouseBench = {
  name: 'Lighthouse: /checkin as front-desk (mobile and desktop)',
  run: async () => {
    const server = await startPortalServer()
    const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'))
    const port = await freePort()
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath(),
      headless: true,
      args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
    })
    try {
      const [name, value] = (await server.signIn('front-desk')).split('=') as [string, string]
      await browser.addCookies([
        { name, value, url: server.base, httpOnly: true, sameSite: 'Strict' },
        { name: SESSION_HINT_COOKIE, value: '1', url: server.base, sameSite: 'Lax' },
      ])
      const load = loadavg()
      const audit = async (config: typeof desktopConfig | undefined): Promise<Run> => {
        const result = await lighthouse(`${server.base}/checkin`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config)
        if (result === undefined) throw new Error('Lighthouse gave no result')
        const { categories, audits, finalDisplayedUrl } = result.lhr
        const dir = process.env.LIGHTHOUSE_REPORT_DIR
        if (dir !== undefined) writeFileSync(join(dir, `lighthouse-${config === undefined ? 'mobile' : 'desktop'}.json`), JSON.stringify(result.lhr))
        if (new URL(finalDisplayedUrl).pathname !== '/checkin') throw new Error(`Lighthouse audited ${finalDisplayedUrl}, not /checkin: the sign-in did not hold`)
        const num = (id: string): number => audits[id]?.numericValue ?? Number.NaN
        const blamed = (categories.performance?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter((a): a is NonNullable<typeof a> => a !== undefined && a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
          .map((a) => `${a.id}${a.displayValue === undefined ? '' : ` (${a.displayValue})`}`)
        return {
          url: finalDisplayedUrl,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          bytes: num('total-byte-weight'),
          opportunities: blamed.length === 0 ? 'none' : blamed.join(', '),
        }
      }
      const mobile = await audit(undefined)
      const desktop = await audit(desktopConfig)
      const after = loadavg()
      const row = (label: string, r: Run): Record<string, string | number> => ({
        [`${label}: performance`]: r.performance,
        [`${label}: accessibility`]: r.accessibility,
        [`${label}: FCP`]: `${(r.fcp / 1000).toFixed(2)} s`,
        [`${label}: LCP`]: `${(r.lcp / 1000).toFixed(2)} s`,
        [`${label}: TBT`]: `${r.tbt.toFixed(0)} ms`,
        [`${label}: CLS`]: r.cls.toFixed(3),
        [`${label}: bytes transferred`]: `${(r.bytes / 1024).toFixed(1)} KiB`,
        [`${label}: opportunities`]: r.opportunities,
      })
      return {
        audited: new URL(mobile.url).pathname,
        'load average (1 min) before / after': `${load[0]?.toFixed(1)} / ${after[0]?.toFixed(1)}`,
        ...row('mobile', mobile),
        ...row('desktop', desktop),
      }
    } finally {
      await browser.close()
      server.stop()
      rmSync(profile, { recursive: true, force: true })
    }
  },
}
