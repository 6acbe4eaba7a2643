import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { SESSION_HINT_COOKIE } from '../adapters/http/contract/wire'
import { startPortalServer } from '../bench/portal-server'
import { readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
const maps = new Map<string, TraceMap>()
const orig = (url: string, line: number, col: number): string => {
  const file = url.replace(/.*\/assets\//, '')
  if (!file.endsWith('.js')) return ''
  let m = maps.get(file)
  if (m === undefined) { try { m = new TraceMap(readFileSync(`dist/assets/${file}.map`, 'utf8')) } catch { return '' } maps.set(file, m) }
  const o = originalPositionFor(m, { line: line + 1, column: col })
  return o.source === null ? '' : ` => ${o.source.replace(/.*\.\.\//, '')}:${o.line} ${o.name ?? ''}`
}

const main = async () => {
  const server = await startPortalServer()
  const browser = await chromium.launch({ executablePath: execSync('command -v chromium', { encoding: 'utf8' }).trim(), args: ['--no-sandbox'] })
  try {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const [name, value] = (await server.signIn('front-desk')).split('=') as [string, string]
    await ctx.addCookies([{ name, value, url: server.base, httpOnly: true, sameSite: 'Strict' }, { name: SESSION_HINT_COOKIE, value: '1', url: server.base, sameSite: 'Lax' }])
    const page = await ctx.newPage()
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    const t0 = Date.now()
    page.on('request', (r) => { console.log('req', Date.now() - t0, r.url().slice(-50)); if (r.url().includes('checkIns?')) (globalThis as any).__listAt = Date.now() - t0 })
    await page.goto(`${server.base}/checkin`)
    await page.locator('[data-state]').first().waitFor({ timeout: 30000 })
    const t1 = Date.now()
    await page.waitForTimeout(500)
    const { profile } = await cdp.send('Profiler.stop') as any
    console.log('first card after', t1 - t0, 'ms')
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
    const dt = profile.timeDeltas as number[]
    const self = new Map<string, number>()
    const byUrl = new Map<string, number>()
    profile.samples.forEach((id: number, i: number) => {
      const n = byId.get(id); const f = n.callFrame
      const key = `${f.functionName || '(anon)'} ${String(f.url).replace(/.*\//, '')}:${f.lineNumber}${orig(String(f.url), f.lineNumber, f.columnNumber)}`
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
      const u = String(f.url).replace(/.*\//, '') || f.functionName
      byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0) / 1000)
    })
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'))
    console.log('---')
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'))
    {
      let t = profile.startTime as number
      const buckets = new Map<number, Map<string, number>>()
      profile.samples.forEach((id: number, i: number) => {
        t += dt[i] ?? 0
        const n = byId.get(id); const f = n.callFrame
        const u = String(f.url).replace(/.*\//, '') || f.functionName
        if (u === '(idle)') return
        const b = Math.floor((t - profile.startTime) / 1000 / 25) * 25
        const m = buckets.get(b) ?? new Map<string, number>(); buckets.set(b, m)
        m.set(u, (m.get(u) ?? 0) + (dt[i] ?? 0) / 1000)
      })
      // Self time by function after the list's request (the render of its answer).
      const reqAt = (globalThis as any).__listAt as number | undefined
      if (reqAt !== undefined) {
        let t2 = profile.startTime as number
        const late = new Map<string, number>()
        const startWall = (globalThis as any).__t0 as number
        profile.samples.forEach((id: number, i: number) => {
          t2 += dt[i] ?? 0
          const ms = (t2 - profile.startTime) / 1000
          if (ms < reqAt - 80) return
          const f = byId.get(id).callFrame
          const key = `${f.functionName || '(anon)'} ${String(f.url).replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`
          late.set(key, (late.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
        })
        void startWall
        console.log('AFTER LIST REQUEST')
        console.log([...late].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'))
      }
      for (const [b, m] of [...buckets].sort((a, c) => a[0] - c[0])) console.log(b, [...m].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([k, v]) => `${k}:${v.toFixed(0)}`).join(' '))
    }
    const timing = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => [e.name.slice(-60), Math.round(e.startTime), Math.round(e.responseEnd)])))
    console.log(timing)
  } finally {
    await browser.close(); server.stop()
  }
}
void main()
