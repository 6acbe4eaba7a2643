import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
const exe = execSync('command -v chromium').toString().trim()
const b = await chromium.launch({ executablePath: exe, args: ['--no-sandbox'] })
const base = 'http://127.0.0.1:8203'
const shots = process.argv.slice(2)
for (const [w, h, tag] of [[1366, 800, 'desk'], [375, 812, 'phone']]) {
  const p = await b.newPage({ viewport: { width: w, height: h } })
  await p.goto(base + '/sign-in')
  await p.locator('button[name="persona"][value="owner"]').click()
  await p.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
  for (const uid of shots) {
    await p.goto(`${base}/user?userId=${uid}`)
    await p.waitForTimeout(2500)
    await p.screenshot({ path: `/tmp/pd-${uid}-${tag}.png`, fullPage: true })
  }
  await p.close()
}
await b.close()
