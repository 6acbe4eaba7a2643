import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import type { RecordedCall } from './scale-browser'
import type { WorldServer } from './scale-world'
import { median, quantile } from './scale-world'

export const CLIENTS = 50

export type ScreenLoad = { readonly screen: string; readonly calls: number; readonly p50Ms: number; readonly p99Ms: number; readonly failed: number }

/**
 * CLIENTS signed-in clients (a session each, as the screen's persona), each looping over every
 * screen's recorded calls (each client starting at another call) for `seconds`: the server's
 * latency for each screen's calls under that load, as the client sees it (queueing included).
 */
export const loadScreens = async (
  server: WorldServer,
  screens: readonly { readonly screen: string; readonly persona: string; readonly calls: readonly RecordedCall[] }[],
  seconds: number,
): Promise<readonly ScreenLoad[]> => {
  const work = screens.flatMap((s) => s.calls.map((c) => ({ screen: s.screen, persona: s.persona, call: c })))
  if (work.length === 0) return []
  const sessions = new Map<string, string[]>()
  for (const persona of new Set(work.map((w) => w.persona))) {
    const cookies: string[] = []
    for (let i = 0; i < CLIENTS; i++) cookies.push(await server.signIn(persona))
    sessions.set(persona, cookies)
  }
  const times = new Map<string, number[]>(screens.map((s) => [s.screen, []]))
  const failed = new Map<string, number>(screens.map((s) => [s.screen, 0]))
  const until = performance.now() + seconds * 1000
  const client = async (k: number): Promise<void> => {
    for (let i = k; performance.now() < until; i++) {
      const w = work[i % work.length]!
      const cookie = sessions.get(w.persona)![k]!
      const t0 = performance.now()
      const res = await fetch(`${server.base}${API_BASE}/${w.call.path}`, {
        method: w.call.method,
        headers: { cookie, ...(w.call.body === null ? {} : { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }) },
        ...(w.call.body === null ? {} : { body: w.call.body }),
      })
      await res.arrayBuffer()
      times.get(w.screen)!.push(performance.now() - t0)
      if (!res.ok) failed.set(w.screen, failed.get(w.screen)! + 1)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(k)))
  return screens.map((s) => {
    const xs = times.get(s.screen) ?? []
    return { screen: s.screen, calls: xs.length, p50Ms: median(xs), p99Ms: quantile(xs, 0.99), failed: failed.get(s.screen) ?? 0 }
  })
}
