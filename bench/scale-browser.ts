import { execSync } from 'node:child_process'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { API_BASE } from '../adapters/http/contract/wire'
import { SELECTED_CENTRE_KEY } from '../core/centre/load-centre-context'
import type { ScreenProbe } from './scale-screens'
import type { WorldServer } from './scale-world'
import { median } from './scale-world'

export const CPU_THROTTLING = 4
/** Measured runs a screen (after one to warm the browser's cache, as a staff member's day does). */
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? '3')

/** An API call a screen made, as sent: the load bench replays it. */
export type RecordedCall = { readonly method: string; readonly path: string; readonly body: string | null }

export type ScreenTiming = {
  readonly screen: string
  /** Navigation start to the first page painted (median of the runs), ms. */
  readonly firstMs: number
  /** The act's pointerdown to its answer painted (median), ms. */
  readonly actMs?: number
  readonly calls: readonly RecordedCall[]
}

export const launchChromium = async (): Promise<Browser> => {
  const exe = process.env.CHROMIUM_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  return chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
}

/** Signs the context in on the sandbox's persona page, as a member of staff does. */
export const signInThroughPage = async (context: BrowserContext, base: string, persona: string): Promise<void> => {
  const page = await context.newPage()
  await page.goto(`${base}/sign-in`)
  await page.locator(`button[name="persona"][value="${persona}"]`).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
  await page.close()
}

/** The page-side probe: marks the frame painted once the screen's `ready` holds, and again for its act. */
const probeScript = (p: ScreenProbe): string => `(() => {
  const w = window
  w.__firstPainted = undefined
  w.__actPainted = undefined
  w.__actArmed = false
  let phase = 0
  let before = null
  const paint = (key) => requestAnimationFrame(() => setTimeout(() => { w[key] = performance.now() }, 0))
  const check = () => {
    try {
      if (phase === 0 && (${p.ready})) { phase = 1; paint('__firstPainted') }
      else if (phase === 2 && (${p.act?.ready ?? 'false'})) { phase = 3; paint('__actPainted') }
    } catch (e) { /* the screen is not there yet */ }
  }
  addEventListener('pointerdown', () => {
    if (!w.__actArmed || phase !== 1) return
    w.__actArmed = false
    before = (${p.act?.before ?? 'null'})
    w.__actStart = performance.now()
    phase = 2
  }, true)
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
})()`

const openScreen = async (context: BrowserContext, base: string, p: ScreenProbe, calls: Map<string, RecordedCall> | undefined) => {
  const page = await context.newPage()
  try {
    await page.addInitScript({ content: probeScript(p) })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
    if (calls !== undefined)
      page.on('request', (r) => {
        const url = new URL(r.url())
        const path = url.pathname.replace(`${API_BASE}/`, '')
        if (!url.pathname.startsWith(`${API_BASE}/`) || !p.calls.some((c) => path.startsWith(c))) return
        const call = { method: r.method(), path: `${path}${url.search}`, body: r.postData() }
        calls.set(JSON.stringify(call), call)
      })
    await page.goto(`${base}${p.path}`)
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstPainted !== undefined, undefined, { timeout: 180_000 })
    const firstMs = await page.evaluate(() => (window as unknown as Record<string, number>).__firstPainted as number)
    if (p.act === undefined) return { firstMs }
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__actArmed = true))
    await p.act.run(page)
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__actPainted !== undefined, undefined, { timeout: 180_000 })
    const actMs = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>
      return (w.__actPainted as number) - (w.__actStart as number)
    })
    return { firstMs, actMs }
  } finally {
    await page.close()
  }
}

/** Each screen as its persona, at its centre: one run to warm the cache, then RUNS measured. */
export const timeScreens = async (browser: Browser, server: WorldServer, screens: readonly ScreenProbe[]): Promise<readonly ScreenTiming[]> => {
  const out: ScreenTiming[] = []
  const host = new URL(server.base).hostname
  for (const p of screens) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' })
    try {
      await signInThroughPage(context, server.base, p.persona)
      await context.addCookies([{ name: SELECTED_CENTRE_KEY, value: String(p.centre), domain: host, path: '/' }])
      const calls = new Map<string, RecordedCall>()
      await openScreen(context, server.base, p, calls)
      const runs: { firstMs: number; actMs?: number }[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await openScreen(context, server.base, p, undefined))
      const acts = runs.flatMap((r) => (r.actMs === undefined ? [] : [r.actMs]))
      out.push({ screen: p.name, firstMs: median(runs.map((r) => r.firstMs)), ...(acts.length > 0 ? { actMs: median(acts) } : {}), calls: [...calls.values()] })
    } finally {
      await context.close()
    }
  }
  return out
}
