import { createReadStream, statSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { SELECTED_CENTRE_KEY } from '../core/centre/load-centre-context'
import { DAY_MS, MINUTE_MS } from '../core/shared/constants'
import * as M from '../core/shared/messages'
import { openDatabase } from '../sandbox/db/database'
import { withIndexesAfterLoad } from '../sandbox/seed/scale/bulk-load'
import { SCALE_CENTRE_FIRST_ID } from '../sandbox/seed/scale/centres'
import { scaleCustomerId } from '../sandbox/seed/scale/customers'
import { signInThroughPage } from './scale-browser'
import type { ScaleWorld, WorldServer } from './scale-world'

/** The flagship's cash sales in the report's default days (the last 29 days and today). */
const cashSalesInDefaultDays = (db: ReturnType<typeof openDatabase>, now: number): number =>
  db
    .prepare("SELECT COUNT(*) FROM sale_orders WHERE centre_id = ? AND status = 'PAYMENT_COMPLETED' AND channel IN ('CASH', 'GROUP') AND created_at >= ?")
    .pluck()
    .get(SCALE_CENTRE_FIRST_ID, now - 28 * DAY_MS) as number

/**
 * Grows the flagship's cash sales in the report's default days to `rows` (for this bench only: a
 * chain's flagship sells thousands a month, not a million): spread over the last 28 days, members
 * of the scale seed, the packs the scale seed sells. Answers the rows the export will hold and the
 * seconds the growth took.
 */
export const growFlagshipCashSales = (world: ScaleWorld, rows: number, customers: number): { rows: number; seconds: number } => {
  const t0 = performance.now()
  const db = openDatabase(world.dir)
  const have = cashSalesInDefaultDays(db, world.now)
  const add = Math.max(0, rows - have)
  const ins = db.prepare(
    "INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, 'CASH', 'PAYMENT_COMPLETED', ?, ?, 'staff-frontdesk', ?, ?)",
  )
  const packs = [['gymfit ELITE 1 month', 249_900], ['cultpass BLACK 6 months', 1_199_900], ['gymfit ELITE 3 months', 590_000]] as const
  db.transaction(() =>
    withIndexesAfterLoad(db, ['sale_orders'], () => {
      for (let i = 0; i < add; i++) {
        const [name, amount] = packs[i % packs.length]!
        const at = world.now - 28 * DAY_MS + Math.floor((i / add) * 28 * DAY_MS) + (i % 7) * MINUTE_MS
        const userId = scaleCustomerId(i % customers)
        const request = `{"priced":{"userId":"${userId}","centreId":${SCALE_CENTRE_FIRST_ID},"amountPaise":${amount},"memberships":[{"name":"${name}","kind":"PACK","pricePaise":${amount}}],"grantIds":[]}}`
        ins.run(`ORD-X${String(i).padStart(8, '0')}`, userId, SCALE_CENTRE_FIRST_ID, amount, request, at, at)
      }
    }),
  )()
  const total = cashSalesInDefaultDays(db, world.now)
  db.close()
  return { rows: total, seconds: (performance.now() - t0) / 1000 }
}

/** The lines of a file (a last line without its newline counts too). */
const countLines = (path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    let n = 0
    let last = 10
    createReadStream(path)
      .on('data', (b) => {
        const buf = b as Buffer
        for (const x of buf) if (x === 10) n++
        if (buf.length > 0) last = buf[buf.length - 1] as number
      })
      .on('end', () => resolve(last === 10 ? n : n + 1))
      .on('error', reject)
  })

export type ExportMemory = {
  readonly rows: number
  readonly mib: number
  readonly seconds: number
  readonly heapStartMiB: number
  readonly heapPeakMiB: number
  readonly heapEndMiB: number
  readonly samples: number
}

/**
 * The owner exports the flagship's cash sales (the report's default days) from the report screen
 * in Chromium; the page's JS heap (CDP Runtime.getHeapUsage) is sampled every 100 ms from the
 * click until the file is written. Flat memory: the peak is the start plus a few MiB, whatever the
 * rows.
 */
export const exportMemory = async (browser: Browser, server: WorldServer, flagshipServiceId: number): Promise<ExportMemory> => {
  const host = new URL(server.base).hostname
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block', acceptDownloads: true })
  try {
    await signInThroughPage(context, server.base, 'owner')
    await context.addCookies([{ name: SELECTED_CENTRE_KEY, value: String(flagshipServiceId), domain: host, path: '/' }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${server.base}/reports/cashSales`)
    await page.getByTestId('report-row-count').waitFor({ timeout: 180_000 })
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = async (): Promise<number> => ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 2 ** 20
    const start = await heap()
    const samples: number[] = [start]
    let done = false
    const sampler = (async () => {
      while (!done) {
        samples.push(await heap())
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const t0 = performance.now()
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('button', { name: M.REPORT_EXPORT_CSV }).click()])
    const path = await download.path()
    const seconds = (performance.now() - t0) / 1000
    done = true
    await sampler
    const end = await heap()
    return {
      rows: (await countLines(path)) - 1,
      mib: statSync(path).size / 2 ** 20,
      seconds,
      heapStartMiB: start,
      heapPeakMiB: Math.max(...samples, end),
      heapEndMiB: end,
      samples: samples.length,
    }
  } finally {
    await context.close()
  }
}
