import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startPortalServer } from './portal-server'

const chromePath = (): string =>
  process.env.CHROME_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()

type Run = { readonly performance: number; readonly accessibility: number; readonly fcp: number; readonly lcp: number; readonly tbt: number; readonly bytes: number }

/**
 * Lighthouse on the built portal's /checkin, signed in as the front-desk persona (the session
 * cookie travels as an extra header), with Lighthouse's mobile defaults (simulated slow 4G and a
 * 4x slower CPU) and its desktop preset, in Debian's Chromium (CHROME_PATH, else `chromium`).
 * LIGHTHOUSE_REPORT_DIR=<folder> keeps both reports (JSON) for a closer look.
 */
export const lighthouseBench = {
  name: 'Lighthouse: /checkin as front-desk (mobile and desktop)',
  run: async () => {
    const server = await startPortalServer()
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox'] })
    try {
      const cookie = await server.signIn('front-desk')
      const audit = async (config: typeof desktopConfig | undefined): Promise<Run> => {
        const result = await lighthouse(
          `${server.base}/checkin`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: { Cookie: cookie } },
          config,
        )
        if (result === undefined) throw new Error('Lighthouse gave no result')
        const { categories, audits } = result.lhr
        const dir = process.env.LIGHTHOUSE_REPORT_DIR
        if (dir !== undefined) writeFileSync(join(dir, `lighthouse-${config === undefined ? 'mobile' : 'desktop'}.json`), JSON.stringify(result.lhr))
        const num = (id: string): number => audits[id]?.numericValue ?? Number.NaN
        return {
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          bytes: num('total-byte-weight'),
        }
      }
      const mobile = await audit(undefined)
      const desktop = await audit(desktopConfig)
      const row = (name: string, r: Run): Record<string, string | number> => ({
        [`${name}: performance`]: r.performance,
        [`${name}: accessibility`]: r.accessibility,
        [`${name}: FCP`]: `${(r.fcp / 1000).toFixed(2)} s`,
        [`${name}: LCP`]: `${(r.lcp / 1000).toFixed(2)} s`,
        [`${name}: TBT`]: `${r.tbt.toFixed(0)} ms`,
        [`${name}: bytes transferred`]: `${(r.bytes / 1024).toFixed(1)} KiB`,
      })
      return { ...row('mobile', mobile), ...row('desktop', desktop) }
    } finally {
      await chrome.kill()
      server.stop()
    }
  },
}
