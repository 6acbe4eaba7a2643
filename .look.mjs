import { chromium } from '@playwright/test'
const exe = process.env.CHROMIUM
const base = 'http://127.0.0.1:8216'
const browser = await chromium.launch({ executablePath: exe })
for (const [w, h, tag] of [[1366, 800, 'desk'], [375, 812, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base })
  const page = await ctx.newPage()
  await page.goto('/sign-in')
  await page.locator('button[name="persona"][value="owner"]').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
  for (const r of (process.env.ROUTES ?? '/reports/revenue').split(',')) {
    await page.goto(r)
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/rep-${tag}-${r.split('/').pop()}.png`, fullPage: tag === 'desk' })
  }
  await ctx.close()
}
await browser.close()
