import { LEAD_PAGE_PATH } from '../adapters/http/contract/lead.codecs'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, REPORT_PATHS } from '../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../adapters/http/contract/wire'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import { epochMs } from '../core/shared/brands'
import { openDatabase } from '../sandbox/db/database'
import { createSandboxApp } from '../sandbox/http/app'
import { openSession, personaByName } from '../sandbox/http/sessions'
import { SCALE_CENTRE_FIRST_ID } from '../sandbox/seed/scale/centres'
import { reseed } from '../sandbox/seed/seed'

/**
 * `npm run bench -- scale`: the server's time for the first page of the cash sales report (a year,
 * at the busiest centre), a page 20 pages deep, My Leads' first page, and the whole-year CSV export
 * streamed, at 1x, 10x and 100x data (scale seeds; BENCH_SCALES sets the scales, 1x first, default
 * 0.01,0.1,1, the last being the chain). In-process (no network, no browser): the medians of
 * several runs; the flat curve is the point (each page within 1.5x of its 1x time).
 */
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const RUNS = 15

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const ms = (n: number): string => `${n.toFixed(1)} ms`

const measureScale = async (scale: number) => {
  const t0 = performance.now()
  const db = openDatabase(':memory:')
  reseed(db, NOW, scale)
  const seedS = (performance.now() - t0) / 1000
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const timed = async (f: () => Promise<unknown>): Promise<number> => {
    await f()
    const xs: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now()
      await f()
      xs.push(performance.now() - s)
    }
    return median(xs)
  }
  const today = centreDayOf(epochMs(NOW))
  const ask = { ownerEntityIdentifier: String(SCALE_CENTRE_FIRST_ID), startDate: addDays(today, -364), endDate: today }
  const first = (await post(REPORT_PAGE_PATHS.cashSales, ask)) as { total: number; next: string | null }
  let cursor = first.next
  for (let i = 0; i < 19 && cursor !== null; i++) cursor = ((await post(REPORT_PAGE_PATHS.cashSales, { ...ask, cursor })) as { next: string | null }).next
  const deep = cursor
  const csid = 1000 + SCALE_CENTRE_FIRST_ID
  const exportS = performance.now()
  const res = await app.request(`${API_BASE}/${REPORT_EXPORT_PATHS.cashSales}?centreId=${SCALE_CENTRE_FIRST_ID}&startDate=${ask.startDate}&endDate=${ask.endDate}`, { headers: { cookie } })
  const bytes = (await res.arrayBuffer()).byteLength
  const exportMs = performance.now() - exportS
  const out = {
    seedS,
    cashSales: first.total,
    leadsAtCentre: ((await post(LEAD_PAGE_PATH, { centerServiceId: csid })) as { all: number }).all,
    firstPage: await timed(() => post(REPORT_PAGE_PATHS.cashSales, ask)),
    page21: deep === null ? Number.NaN : await timed(() => post(REPORT_PAGE_PATHS.cashSales, { ...ask, cursor: deep })),
    searched: await timed(() => post(REPORT_PAGE_PATHS.cashSales, { ...ask, search: 'ab' })),
    myLeads: await timed(() => post(LEAD_PAGE_PATH, { centerServiceId: csid })),
    whole: await timed(() =>
      post(REPORT_PATHS.cashSales, { page: 'cashSales', tab: 'cashSales', widget: 'table', entity: 'CENTER', ...ask }),
    ),
    exportMs,
    exportKiB: bytes / 1024,
  }
  db.close()
  return out
}

export const scaleBench = {
  name: 'scale (paged answers at 1x, 10x, 100x data)',
  run: async (): Promise<Readonly<Record<string, string | number>>> => {
    const scales = (process.env.BENCH_SCALES ?? '0.01,0.1,1').split(',').map(Number)
    const base = scales[0] ?? 1
    const result: Record<string, string | number> = {}
    let one: Awaited<ReturnType<typeof measureScale>> | undefined
    for (const s of scales) {
      const m = await measureScale(s)
      one ??= m
      const x = `${Math.round(s / base)}x`
      result[`${x} seed (scale ${s})`] = `${m.seedS.toFixed(1)} s; ${m.cashSales} cash sales in a year at the flagship, ${m.leadsAtCentre} leads`
      result[`${x} cash sales, first page`] = `${ms(m.firstPage)} (${(m.firstPage / one.firstPage).toFixed(2)}x of 1x)`
      result[`${x} cash sales, page 21`] = Number.isNaN(m.page21) ? 'fewer than 21 pages' : `${ms(m.page21)} (${(m.page21 / one.firstPage).toFixed(2)}x of 1x's first)`
      result[`${x} cash sales, first page searched`] = `${ms(m.searched)} (${(m.searched / one.searched).toFixed(2)}x of 1x)`
      result[`${x} My Leads, first page`] = `${ms(m.myLeads)} (${(m.myLeads / one.myLeads).toFixed(2)}x of 1x)`
      result[`${x} whole report (the old call)`] = `${ms(m.whole)} (${(m.whole / one.whole).toFixed(2)}x of 1x)`
      result[`${x} CSV export streamed`] = `${ms(m.exportMs)}, ${m.exportKiB.toFixed(0)} KiB`
    }
    return result
  },
}
