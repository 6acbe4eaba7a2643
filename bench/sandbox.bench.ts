import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import { PATHS } from '../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../adapters/http/contract/wire'
import { CHECK_IN_PAGE_SIZE } from '../core/shared/constants'
import { openDatabase } from '../sandbox/db/database'
import { createSandboxApp } from '../sandbox/http/app'
import { centreDayStart, MAIN_GYM_ID } from '../sandbox/seed/profile'
import { reseed } from '../sandbox/seed/seed'

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}
const ms = (x: number): string => `${x.toFixed(1)} ms`

/**
 * The sandbox: time to seed a fresh database (a real WAL file, median of 3), and time to serve
 * the main gym's 10,000-record check-in list over HTTP (request to last byte, median of 5, after
 * one warm-up), against JSON.stringify of the same payload measured in the same run.
 */
export const sandboxBench = {
  name: 'sandbox: seed and the 10,000-record check-in list',
  run: async () => {
    const now = Date.now()
    const seedTimes: number[] = []
    for (let i = 0; i < 3; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'portal-bench-seed-'))
      const db = openDatabase(dir)
      const t0 = performance.now()
      reseed(db, now)
      seedTimes.push(performance.now() - t0)
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }

    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-serve-'))
    const db = openDatabase(dir)
    reseed(db, now)
    const app = createSandboxApp({ db, now: () => now })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    try {
      const address = server.address()
      const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}${API_BASE}`
      const signIn = await fetch(`${base}/${PATHS_SANDBOX.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
        body: JSON.stringify({ persona: 'owner' }),
      })
      const cookie = `${SESSION_COOKIE}=${((await signIn.json()) as { session: string }).session}`
      const day = centreDayStart(now)
      const qs = new URLSearchParams({
        centerId: String(MAIN_GYM_ID),
        pageNumber: '1',
        pageSize: String(CHECK_IN_PAGE_SIZE),
        startTimeFrom: String(day),
        startTimeTo: String(day + 86_400_000 - 1),
        includeUserDetails: 'true',
      }).toString()
      const get = async (): Promise<{ text: string; ms: number }> => {
        const t0 = performance.now()
        const r = await fetch(`${base}/${PATHS.checkIns}?${qs}`, { headers: { cookie } })
        const text = await r.text()
        if (r.status !== 200) throw new Error(`check-in list answered ${r.status}: ${text.slice(0, 200)}`)
        return { text, ms: performance.now() - t0 }
      }
      const warm = await get()
      const serveTimes: number[] = []
      for (let i = 0; i < 5; i++) serveTimes.push((await get()).ms)
      const payload: unknown = JSON.parse(warm.text)
      const records = (payload as { checkIns?: unknown[] }).checkIns?.length ?? 0
      const stringifyTimes: number[] = []
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now()
        JSON.stringify(payload)
        stringifyTimes.push(performance.now() - t0)
      }
      const serve5 = median(serveTimes)
      const stringify5 = median(stringifyTimes)
      return {
        'seed a fresh database (median of 3)': ms(median(seedTimes)),
        'seed runs': seedTimes.map((t) => t.toFixed(0)).join(', '),
        'check-in list records': records,
        'check-in list JSON bytes': Buffer.byteLength(warm.text),
        'serve over HTTP (median of 5)': ms(serve5),
        'serve runs': serveTimes.map((t) => t.toFixed(1)).join(', '),
        'JSON.stringify same payload (median of 5)': ms(stringify5),
        'serve / stringify ratio': (serve5 / stringify5).toFixed(2),
      }
    } finally {
      await new Promise<void>((r) => server.close(() => r()))
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
