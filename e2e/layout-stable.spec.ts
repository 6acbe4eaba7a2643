import { type Page, expect, test } from '@playwright/test'
import { signInAsPersona } from './support'

/*
 * The busy screens, opened fresh on a phone (Lighthouse's 412 px and a 375 px one) and on a desk,
 * each as the persona who uses it, do not move under the reader once drawn: the header's late
 * parts (the connection's state, the reminders) and the screen's data arrive in place. Measured
 * as the browser's own layout shifts not caused by input, summed over the whole load (stricter
 * than the cumulative layout shift's worst window), which must stay under 0.1, the threshold a
 * page is 'good' at. A late header part that wrapped the header to another row scored 0.30.
 */

const SCREENS = {
  // 200001 has no membership: the most actions a profile shows (three and a list).
  'front-desk': ['/checkin', '/user?userId=200005', '/user?userId=200001', '/sell-packs', '/lead-manager'],
  'centre-manager': ['/pt', '/reports/cashSales', '/employee/rostering', '/dash'],
  'internal-cm': ['/crmTasks'],
} as const

const SIZES = [
  { width: 412, height: 823 },
  { width: 375, height: 812 },
  { width: 1366, height: 768 },
] as const

type Shift = { readonly value: number; readonly moved: string }

/** Keeps every layout shift of the page's document from its first moment (installed before any script). */
const recordShifts = (): void => {
  const kept: Shift[] = []
  Object.assign(window, { shiftsSeen: kept })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (e.hadRecentInput) continue
      const node = e.sources?.[0]?.node
      const moved = node instanceof Element ? `<${node.tagName.toLowerCase()}${node.id === '' ? '' : `#${node.id}`}${node.getAttribute('aria-label') === null ? '' : ` "${node.getAttribute('aria-label')}"`}>` : 'a text'
      kept.push({ value: e.value, moved })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Opens the address in a fresh document and waits for it to have drawn everything it loads. */
const openSettled = async (page: Page, address: string): Promise<readonly Shift[]> => {
  await page.goto(address)
  await expect(page.locator('#content h1').first(), address).toBeVisible()
  // The header's late parts have mounted, and every loader has given way to what it loaded.
  await expect(page.locator('header p[role="status"][data-online]'), address).toBeVisible()
  await expect(page.locator('[role="status"]:has(> span[aria-hidden="true"] + span)'), `${address} still loading`).toHaveCount(0, { timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return page.evaluate(() => (window as unknown as { shiftsSeen: Shift[] }).shiftsSeen)
}

for (const [persona, addresses] of Object.entries(SCREENS)) {
  test(`the busy screens of ${persona} stay where they are drawn as they load, on a phone and a desk`, async ({ page }) => {
    test.setTimeout(120_000)
    await signInAsPersona(page, persona)
    await page.addInitScript(recordShifts)
    const moved: string[] = []
    for (const size of SIZES) {
      await page.setViewportSize(size)
      for (const address of addresses) {
        const shifts = await openSettled(page, address)
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        if (total >= 0.1) moved.push(`${address} at ${size.width} px: ${total.toFixed(3)} (${shifts.filter((s) => s.value >= 0.01).map((s) => `${s.moved} ${s.value.toFixed(3)}`).join(', ')})`)
      }
    }
    expect(moved).toEqual([])
  })
}
