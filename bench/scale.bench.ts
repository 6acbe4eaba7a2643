import { loadavg } from 'node:os'
import { LEAD_PAGE_PATH } from '../adapters/http/contract/lead.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, REPORT_PATHS } from '../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../adapters/http/contract/wire'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import { epochMs } from '../core/shared/brands'
import { openDatabase } from '../sandbox/db/database'
import { createSandboxApp } from '../sandbox/http/app'
import { openSession, personaByName } from '../sandbox/http/sessions'
import { scaleCentreId, SCALE_CENTRE_FIRST_ID } from '../sandbox/seed/scale/centres'
import { scaleCustomerName } from '../sandbox/seed/scale/customers'
import { scalePlan } from '../sandbox/seed/scale/plan'
import { CPU_THROTTLING, launchChromium, type ScreenTiming, timeScreens } from './scale-browser'
import { exportMemory, growFlagshipCashSales } from './scale-export'
import { CLIENTS, loadScreens, type ScreenLoad } from './scale-load'
import { SCREENS } from './scale-screens'
import { median, type ScaleWorld, seedWorld, serveWorld } from './scale-world'

/**
 * `npm run bench -- scale`: the portal at 1x, 10x and 100x data (scale seeds; BENCH_SCALES sets
 * the scales, 1x first, default 0.01,0.1,1, the last being the chain). At each scale:
 *
 * - the seed's time (a data folder on disk, as the sandbox keeps it);
 * - in process (no network, no browser), the medians of 15 calls at the flagship: the cash sales
 *   report's first page over a year, a page 21 pages deep, the first page searched, My Leads' first
 *   page, the old whole-report call and the whole-year CSV export;
 * - in Chromium at 4x CPU throttling, each screen of `bench/scale-screens.ts` as its persona: the
 *   navigation's start to the first page painted (and its act, such as opening the centre list);
 * - the server's p50 and p99 for each screen's calls (as the browser sent them) under 50
 *   signed-in clients looping over them for BENCH_LOAD_SECONDS (default 5), a screen at a time;
 *
 * and at the last scale, the flagship grown to BENCH_EXPORT_ROWS cash sales (default 1,000,000; 0
 * skips it) exported from the report screen in Chromium with the page's JS heap sampled.
 * The flat curve is the point: at 100x each first page within 1.5x of its 1x time.
 */
const RUNS = 15
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? '5')
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? '1000000')

const ms = (n: number): string => `${n.toFixed(1)} ms`

/** The in-process measures over a seeded world's database (its sandbox stopped). */
const measureInProcess = async (world: ScaleWorld) => {
  const db = openDatabase(world.dir)
  const NOW = world.now
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
  const named = scaleCustomerName(7)
  const exportS = performance.now()
  const res = await app.request(`${API_BASE}/${REPORT_EXPORT_PATHS.cashSales}?centreId=${SCALE_CENTRE_FIRST_ID}&startDate=${ask.startDate}&endDate=${ask.endDate}`, { headers: { cookie } })
  const bytes = (await res.arrayBuffer()).byteLength
  const exportMs = performance.now() - exportS
  const out = {
    cashSales: first.total,
    leadsAtCentre: ((await post(LEAD_PAGE_PATH, { centerServiceId: csid })) as { all: number }).all,
    firstPage: await timed(() => post(REPORT_PAGE_PATHS.cashSales, ask)),
    page21: deep === null ? Number.NaN : await timed(() => post(REPORT_PAGE_PATHS.cashSales, { ...ask, cursor: deep })),
    searched: await timed(() => post(REPORT_PAGE_PATHS.cashSales, { ...ask, search: 'ab' })),
    searchedName: await timed(() => post(REPORT_PAGE_PATHS.cashSales, { ...ask, search: `${named.first} ${named.last}` })),
    dashboardMonth: await timed(async () => {
      const r = await app.request(`${API_BASE}/${PATHS.dashboardSummary}?centerId=${SCALE_CENTRE_FIRST_ID}&startDate=${addDays(today, -29)}&endDate=${today}`, { headers: { cookie } })
      return (await r.json()) as unknown
    }),
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

type Measured = {
  readonly scale: number
  readonly world: ScaleWorld
  readonly inProcess: Awaited<ReturnType<typeof measureInProcess>>
  readonly screens: readonly ScreenTiming[]
  readonly load: readonly ScreenLoad[]
}

const measureScale = async (scale: number): Promise<Measured> => {
  const world = seedWorld(scale)
  try {
    const inProcess = await measureInProcess(world)
    const server = await serveWorld(world)
    try {
      const browser = await launchChromium()
      let screens: readonly ScreenTiming[]
      try {
        screens = await timeScreens(browser, server, SCREENS)
      } finally {
        await browser.close()
      }
      const load = await loadScreens(server, screens.map((t) => ({ screen: t.screen, persona: SCREENS.find((p) => p.name === t.screen)?.persona ?? 'owner', calls: t.calls })), LOAD_SECONDS)
      return { scale, world, inProcess, screens, load }
    } finally {
      await server.stop()
    }
  } catch (e) {
    world.remove()
    throw e
  }
}

const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}x`
const msOf = (n: number | undefined): string => (n === undefined || Number.isNaN(n) ? '-' : `${Math.round(n)} ms`)

/** The table the bench prints: a row per screen (and act), a column per scale, the last/first ratio. */
export const scaleTable = (all: readonly Measured[]): string => {
  const base = all[0]?.scale ?? 1
  const head = all.map((m) => `${Math.round(m.scale / base)}x`)
  const last = head[head.length - 1] ?? ''
  const lines = [`| screen (4x CPU) | ${head.join(' | ')} | ${last}/1x |`, `|---|${head.map(() => '---|').join('')}---|`]
  const row = (label: string, values: readonly (number | undefined)[], fmt: (n: number | undefined) => string): void => {
    const first = values[0]
    const end = values[values.length - 1]
    lines.push(`| ${label} | ${values.map(fmt).join(' | ')} | ${first === undefined || end === undefined ? '-' : ratio(end, first)} |`)
  }
  for (const p of SCREENS) {
    row(`${p.name}: navigation to first page painted`, all.map((m) => m.screens.find((t) => t.screen === p.name)?.firstMs), msOf)
    if (p.act !== undefined) row(`${p.name}: ${p.act.name}, to painted`, all.map((m) => m.screens.find((t) => t.screen === p.name)?.actMs), msOf)
  }
  for (const p of SCREENS) row(`${p.name}: server p99, ${CLIENTS} clients`, all.map((m) => m.load.find((l) => l.screen === p.name)?.p99Ms), msOf)
  return lines.join('\n')
}

export const scaleBench = {
  name: 'scale (a chain at 1x, 10x, 100x data: seed, paged answers, first pages painted at 4x CPU, p99 under 50 clients, a streamed export)',
  run: async (): Promise<Readonly<Record<string, string | number>>> => {
    const scales = (process.env.BENCH_SCALES ?? '0.01,0.1,1').split(',').map(Number)
    const base = scales[0] ?? 1
    const result: Record<string, string | number> = {}
    const all: Measured[] = []
    for (const [n, s] of scales.entries()) {
      const measured = await measureScale(s)
      all.push(measured)
      const m = measured.inProcess
      const one = all[0]!.inProcess
      const x = `${Math.round(s / base)}x`
      const plan = scalePlan(s)
      result[`${x} seed (scale ${s})`] =
        `${measured.world.seedS.toFixed(1)} s (${measured.world.seedCpuS.toFixed(1)} s CPU): ${plan.centres} centres, ${plan.customers} customers, ${plan.leads} leads, ${plan.tasks} tasks, ${plan.ordersPerCentre} orders and ${plan.checkInsPerCentre} check-ins a year at each of ${plan.busiestCentres} busiest centres`
      result[`${x} at the flagship`] = `${m.cashSales} cash sales in a year, ${m.leadsAtCentre} leads`
      result[`${x} cash sales, first page`] = `${ms(m.firstPage)} (${(m.firstPage / one.firstPage).toFixed(2)}x of 1x)`
      result[`${x} cash sales, page 21`] = Number.isNaN(m.page21) ? 'fewer than 21 pages' : `${ms(m.page21)} (${(m.page21 / one.firstPage).toFixed(2)}x of 1x's first)`
      result[`${x} cash sales, first page searched`] = `${ms(m.searched)} (${(m.searched / one.searched).toFixed(2)}x of 1x)`
      result[`${x} cash sales, first page searched by a member's name`] = `${ms(m.searchedName)} (${(m.searchedName / one.searchedName).toFixed(2)}x of 1x)`
      result[`${x} dashboard, a month at the flagship`] = `${ms(m.dashboardMonth)} (${(m.dashboardMonth / one.dashboardMonth).toFixed(2)}x of 1x)`
      result[`${x} My Leads, first page`] = `${ms(m.myLeads)} (${(m.myLeads / one.myLeads).toFixed(2)}x of 1x)`
      result[`${x} whole report (the old call)`] = `${ms(m.whole)} (${(m.whole / one.whole).toFixed(2)}x of 1x)`
      result[`${x} CSV export streamed`] = `${ms(m.exportMs)}, ${m.exportKiB.toFixed(0)} KiB`
      for (const t of measured.screens)
        result[`${x} ${t.screen} (${CPU_THROTTLING}x CPU)`] = `first page painted ${msOf(t.firstMs)}${t.actMs === undefined ? '' : `, act ${msOf(t.actMs)}`}; calls: ${t.calls.map((c) => c.path.split('?')[0]).join(', ') || 'none seen'}`
      for (const l of measured.load)
        result[`${x} ${l.screen}, ${CLIENTS} clients ${LOAD_SECONDS} s`] = `${l.calls} calls, p50 ${msOf(l.p50Ms)}, p99 ${msOf(l.p99Ms)}${l.failed > 0 ? `, ${l.failed} failed` : ''}`
      const lastScale = n === scales.length - 1
      if (!lastScale) measured.world.remove()
      else {
        try {
          if (EXPORT_ROWS > 0) {
            const grown = growFlagshipCashSales(measured.world, EXPORT_ROWS, plan.customers)
            const server = await serveWorld(measured.world)
            try {
              const browser = await launchChromium()
              try {
                const e = await exportMemory(browser, server, 1000 + scaleCentreId(0))
                result[`export: flagship grown to ${grown.rows} cash sales`] = `in ${grown.seconds.toFixed(1)} s (for this bench only)`
                result['export: streamed through Chromium'] = `${e.rows} rows, ${e.mib.toFixed(0)} MiB in ${e.seconds.toFixed(1)} s`
                result['export: page JS heap start / peak / end'] =
                  `${e.heapStartMiB.toFixed(1)} / ${e.heapPeakMiB.toFixed(1)} / ${e.heapEndMiB.toFixed(1)} MiB (peak +${(e.heapPeakMiB - e.heapStartMiB).toFixed(1)} MiB, ${e.samples} samples)`
              } finally {
                await browser.close()
              }
            } finally {
              await server.stop()
            }
          }
        } finally {
          measured.world.remove()
        }
      }
    }
    const table = scaleTable(all)
    console.log(`\n${table}\n(load average ${loadavg().map((l) => l.toFixed(2)).join(', ')})`)
    result['runs'] = `${RUNS} in-process calls a measure; in Chromium, one warm-up and BENCH_BROWSER_RUNS (default 3) runs a screen (medians)`
    return result
  },
}
