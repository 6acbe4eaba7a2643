import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { CHECK_IN_PAGE_SIZE } from '../core/shared/constants'
import { centreDayStart, MAIN_GYM_ID } from '../sandbox/seed/profile'
import type { BudgetReport } from '../scripts/budgets'
import { startPortalServer } from './portal-server'

const BROWSER_CODINGS = 'gzip, deflate, br, zstd'
const CLIENTS = 50
const ROUNDS = 3

type Answer = { readonly status: number; readonly wireBytes: number; readonly bodyBytes: number; readonly ms: number; readonly coding: string }

/** One GET over its own socket (or the agent's), counting every byte that came in, headers included. */
const get = (url: string, headers: Record<string, string>, agent?: Agent): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request(url, { headers, agent: agent ?? new Agent({ keepAlive: false }) }, (res) => {
      let bodyBytes = 0
      res.on('data', (b: Buffer) => (bodyBytes += b.length))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          // On a fresh socket, what it read is the whole answer, headers included.
          wireBytes: agent === undefined ? res.socket.bytesRead : bodyBytes,
          bodyBytes,
          ms: performance.now() - t0,
          coding: String(res.headers['content-encoding'] ?? 'none'),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((s.length * p) / 100) - 1)] ?? Number.NaN
}
const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`

/**
 * What travels: the first screen's bytes on the wire (index.html, its scripts and modulepreloads)
 * as a browser asks for them and without compression; and the main gym's 10,000-record check-in
 * list under 50 concurrent clients on 127.0.0.1 (3 requests each, then it stops), with and without
 * compression.
 */
export const deliveryBench = {
  name: 'delivery: first screen on the wire, check-in list under 50 clients',
  run: async () => {
    const server = await startPortalServer()
    try {
      const report = JSON.parse(readFileSync('dist/.vite/budgets.json', 'utf8')) as BudgetReport
      const paths = ['/checkin', ...report.firstScreen.files.map((f) => `/${f}`)]
      const wire = async (codings: string | undefined): Promise<{ wire: number; body: number; codings: string[] }> => {
        let total = 0
        let body = 0
        const seen: string[] = []
        for (const p of paths) {
          const a = await get(`${server.base}${p}`, codings === undefined ? {} : { 'accept-encoding': codings })
          if (a.status !== 200) throw new Error(`${p} answered ${a.status}`)
          total += a.wireBytes
          body += a.bodyBytes
          seen.push(a.coding)
        }
        return { wire: total, body, codings: seen }
      }
      const compressed = await wire(BROWSER_CODINGS)
      const plain = await wire(undefined)

      const cookie = await server.signIn('owner')
      const now = Date.now()
      const day = centreDayStart(now)
      const qs = new URLSearchParams({
        centerId: String(MAIN_GYM_ID),
        pageNumber: '1',
        pageSize: String(CHECK_IN_PAGE_SIZE),
        startTimeFrom: String(day),
        startTimeTo: String(day + 86_400_000 - 1),
        includeUserDetails: 'true',
      }).toString()
      const listUrl = `${server.base}${API_BASE}/${PATHS.checkIns}?${qs}`
      const load = async (codings: string | undefined) => {
        const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
        const headers: Record<string, string> = { cookie, ...(codings === undefined ? {} : { 'accept-encoding': codings }) }
        const first = await get(listUrl, headers, agent)
        if (first.status !== 200) throw new Error(`the check-in list answered ${first.status}`)
        const times: number[] = []
        const t0 = performance.now()
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let i = 0; i < ROUNDS; i++) times.push((await get(listUrl, headers, agent)).ms)
          }),
        )
        const seconds = (performance.now() - t0) / 1000
        agent.destroy()
        return { times, seconds, bytes: first.bodyBytes, coding: first.coding }
      }
      const withCompression = await load(BROWSER_CODINGS)
      const without = await load(undefined)
      const ms = (x: number): string => `${x.toFixed(0)} ms`
      return {
        'first screen files': paths.join(', '),
        'first screen on the wire (br/gzip as a browser asks)': kib(compressed.wire),
        'codings sent': compressed.codings.join(', '),
        'first screen on the wire (uncompressed)': kib(plain.wire),
        'check-in list answer, compressed': `${kib(withCompression.bytes)} (${withCompression.coding})`,
        'check-in list answer, uncompressed': kib(without.bytes),
        [`${CLIENTS} clients x ${ROUNDS}, compressed: p50`]: ms(pct(withCompression.times, 50)),
        [`${CLIENTS} clients x ${ROUNDS}, compressed: p99`]: ms(pct(withCompression.times, 99)),
        [`${CLIENTS} clients x ${ROUNDS}, compressed: answers/s`]: (withCompression.times.length / withCompression.seconds).toFixed(1),
        [`${CLIENTS} clients x ${ROUNDS}, uncompressed: p50`]: ms(pct(without.times, 50)),
        [`${CLIENTS} clients x ${ROUNDS}, uncompressed: p99`]: ms(pct(without.times, 99)),
        [`${CLIENTS} clients x ${ROUNDS}, uncompressed: answers/s`]: (without.times.length / without.seconds).toFixed(1),
      }
    } finally {
      server.stop()
    }
  },
}
