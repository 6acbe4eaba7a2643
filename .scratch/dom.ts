import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { SESSION_HINT_COOKIE } from '../adapters/http/contract/wire'
import { startPortalServer } from '../bench/portal-server'

const main = async () => {
  const server = await startPortalServer()
  const browser = await chromium.launch({ executablePath: execSync('command -v chromium', { encoding: 'utf8' }).trim(), args: ['--no-sandbox'] })
  try {
    for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const [name, value] = (await server.signIn('front-desk')).split('=') as [string, string]
    await ctx.addCookies([{ name, value, url: server.base, httpOnly: true, sameSite: 'Strict' }, { name: SESSION_HINT_COOKIE, value: '1', url: server.base, sameSite: 'Lax' }])
    const page = await ctx.newPage()
    page.on('console', (m) => { if (m.text().startsWith('LAZY')) console.log(m.text()) })
    await page.addInitScript(() => {
      const log: string[] = []
      ;(window as any).__log = log
      const seen = new Set<string>()
      new MutationObserver(() => {
        const t = Math.round(performance.now())
        const probe: [string, string][] = [['loader', '[role=status],[aria-busy=true]'], ['content-loader', '#content [role=status]'], ['content-any', '#content *'], ['main-h1', 'main h1, #content h1'], ['card', '[data-state]'], ['header', 'header']]
        for (const [k, sel] of probe) {
          const has = document.querySelector(sel) !== null
          const key = `${k}:${has}`
          if (!seen.has(key)) { seen.add(key); seen.delete(`${k}:${!has}`); log.push(`${t} ${k} ${has ? 'in' : 'out'}`) }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true })
      const of = window.fetch
      window.fetch = (...a: Parameters<typeof fetch>) => { log.push(`${Math.round(performance.now())} fetch ${String(a[0] instanceof Request ? a[0].url : a[0]).slice(-40)}`); return of(...a) }
    })
    await page.goto(`${server.base}/checkin`)
    await page.locator('[data-state]').first().waitFor({ timeout: 30000 })
    await page.waitForTimeout(300)
    console.log((await page.evaluate(() => (window as any).__log as string[])).filter((l) => !l.includes('Watchmen')).join('\n'))
    console.log((await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/')).map((e) => `${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(/.*assets./, '')}`))).join('\n'))
    console.log('----')
    await ctx.close()
    }
  } finally {
    await browser.close(); server.stop()
  }
}
void main()
