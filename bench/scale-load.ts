import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import type { RecordedCall } from './scale-browser'
import type { WorldServer } from './scale-world'
import { median, quantile } from './scale-world'

export const CLIENTS = 50

export type ScreenLoad = { readonly screen: string; readonly calls: number; readonly p50Ms: number; readonly p99Ms: number; readonly failed: number }

/**
 * For each screen in turn, CLIENTS signed-in clients (a session each, as the screen's persona),
 * each looping over the screen's recorded calls (each client starting at another call) for
 * `seconds`: the server's latency for that screen's calls under that load, as the client sees it
 * (queueing included; calls still running when the time is up are waited for and counted).
 */
export const loadScreens = async (
  server: WorldServer,
  screens: readonly { readonly screen: string; readonly persona: string; readonly calls: readonly RecordedCall[] }[],
  seconds: number,
): Promise<readonly ScreenLoad[]> => {
  const sessions = new Map<string, string[]>()
  for (const persona of new Set(screens.map((s) => s.persona))) {
    const cookies: string[] = []
    for (let i = 0; i < CLIENTS; i++) cookies.push(await server.signIn(persona))
    sessions.set(persona, cookies)
  }
  const out: ScreenLoad[] = []
  for (const s of screens) {
    if (s.calls.length === 0) {
      out.push({ screen: s.screen, calls: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, failed: 0 })
      continue
    }
    const cookies = sessions.get(s.persona) ?? []
    const times: number[] = []
    let failed = 0
    const until = performance.now() + seconds * 1000
    const client = async (k: number): Promise<void> => {
      for (let i = k; performance.now() < until; i++) {
        const call = s.calls[i % s.calls.length] as RecordedCall
        const t0 = performance.now()
        const res = await fetch(`${server.base}${API_BASE}/${call.path}`, {
          method: call.method,
          headers: { cookie: cookies[k] as string, ...(call.body === null ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }) },
          ...(call.body === null ? {} : { body: call.body }),
        })
        await res.arrayBuffer()
        times.push(performance.now() - t0)
        if (!res.ok) failed++
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(k)))
    out.push({ screen: s.screen, calls: times.length, p50Ms: median(times), p99Ms: quantile(times, 0.99), failed })
  }
  return out
}
