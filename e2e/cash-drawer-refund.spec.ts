import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test'
import { type DrawerCloseOutsWire, type DrawerCurrentWire, type DrawerWire, MONEY_PATHS, moneyPath } from '../adapters/http/contract/money.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { paise } from '../core/shared/brands'
import * as M from '../core/shared/messages/money'
import { PROFILE_ACTION_LABELS, SELL_PACK_BUTTON } from '../core/shared/messages'
import { formatRupees } from '../core/shared/money'
import { newCustomer, ordersOf, payInCashWithOtp } from './selling-support'
import { api, seriousViolations, signInAsPersona, toast } from './support'

/*
 * The cash drawer of a shift and refunds: the centre manager (who takes cash at the desk) opens a
 * drawer with a float, sells in cash twice through Sell Packs, closes short with a reason; the
 * owner, another manager, sees the close-out and signs it off. Every outcome is read back through the API.
 */

/** The machine is shared: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 20_000 })

const GYM = 1
const PACK_TITLE = 'ELITE 3 months'
const RUN = String(Date.now() % 1e5).padStart(5, '0')
let seq = 0
const nextPhone = (): string => `94${RUN}${String(seq++).padStart(3, '0')}`
const WRITE = { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }

const currentDrawer = async (page: Page): Promise<DrawerWire | null> => (await api<DrawerCurrentWire>(page, MONEY_PATHS.drawerCurrent, { centerId: GYM })).drawer

/** A drawer another journey's cash sale opened is closed first, so this shift starts with its own float. */
const closeEarlierDrawer = async (page: Page): Promise<void> => {
  const open = await currentDrawer(page)
  if (open === null) return
  const res = await page.request.post(`${API_BASE}/${moneyPath(MONEY_PATHS.drawerClose, open.drawerId)}`, { headers: WRITE, data: { count: {}, reason: 'Earlier shift' } })
  baseExpect(res.ok(), await res.text()).toBe(true)
}

/** A count by denomination of `rupees` whole rupees, largest notes first. */
const countOf = (rupees: number): Record<string, number> => {
  const count: Record<string, number> = {}
  let left = rupees
  // Notes first, then ₹5 and ₹1 coins: the face value is in the denomination's id (NOTE_500).
  for (const id of Object.keys(M.DENOMINATION_WORDS).filter((x) => x.startsWith('NOTE') || x === 'COIN_5' || x === 'COIN_1')) {
    const rupees = Number(id.split('_')[1])
    const n = Math.floor(left / rupees)
    count[id] = n
    left -= n * rupees
  }
  return count
}

const sellInCash = async (page: Page): Promise<string> => {
  const userId = await newCustomer(page, nextPhone(), 'Drawer')
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await expect(page.getByRole('heading', { name: /Drawer Buyer/ })).toBeVisible()
  await page.getByRole('button', { name: PROFILE_ACTION_LABELS.sellNewPack }).click()
  await expect(page).toHaveURL(/\/sell-packs$/)
  await page.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
  await payInCashWithOtp(page)
  const orders = await ordersOf(page, userId)
  baseExpect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
  return orders[0]?.orderId ?? ''
}

const ownerPage = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext()).newPage()
  await signInAsPersona(page, 'owner')
  return page
}

test.describe('the cash drawer of a shift', () => {
  test('open a drawer, sell in cash twice, close short with a reason, a manager signs off, the close-out report shows it', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await signInAsPersona(page, 'centre-manager')
    await closeEarlierDrawer(page)

    // Open the drawer with a ₹2,000 float.
    await page.goto('/cash-drawer')
    await expect(page.getByRole('heading', { level: 1, name: M.DRAWER_SCREEN_TITLE })).toBeVisible()
    await expect(page.getByText(M.DRAWER_NONE_OPEN)).toBeVisible()
    baseExpect(await seriousViolations(page)).toEqual([])
    await page.getByLabel(M.DRAWER_FLOAT_INPUT_LABEL).fill('2000')
    await page.getByRole('button', { name: M.DRAWER_OPEN_ACTION }).click()
    await expect(toast(page, M.DRAWER_OPENED)).toBeVisible()
    await expect(page.getByTestId('drawer-expected')).toHaveText('₹2,000.00')

    // Two cash sales through Sell Packs land in it.
    const first = await sellInCash(page)
    const second = await sellInCash(page)
    const open = await currentDrawer(page)
    baseExpect(open?.movements.map((m) => [m.kind, m.orderId])).toEqual([
      ['CASH_SALE', first],
      ['CASH_SALE', second],
    ])
    const expected = open?.expected ?? 0
    baseExpect(expected).toBe(200_000 + (open?.movements.reduce((s, m) => s + m.amount, 0) ?? 0))

    // Count ₹10 short: the screen shows expected against counted, and the close needs a reason.
    await page.goto('/cash-drawer')
    await expect(page.getByTestId('drawer-expected')).toHaveText(formatRupees(paise(expected)))
    const counted = Math.floor(expected / 100) - 10
    for (const [id, n] of Object.entries(countOf(counted))) {
      const words = M.DENOMINATION_WORDS[id as keyof typeof M.DENOMINATION_WORDS]
      if (n > 0) await page.getByLabel(M.drawerCountOf(words)).fill(String(n))
    }
    await expect(page.getByTestId('drawer-counted')).toHaveText(formatRupees(paise(counted * 100)))
    await expect(page.getByTestId('drawer-difference')).toHaveText(formatRupees(paise(counted * 100 - expected)))
    await page.getByRole('button', { name: M.DRAWER_CLOSE_ACTION }).click()
    await expect(page.getByText(M.DRAWER_DIFFERENCE_NEEDS_REASON)).toBeVisible()
    await page.getByLabel(M.DRAWER_REASON_LABEL).fill('Gave change twice to one member')
    await page.getByRole('button', { name: M.DRAWER_CLOSE_ACTION }).click()
    await expect(toast(page, M.DRAWER_CLOSED)).toBeVisible()
    await expect(page.getByText(M.DRAWER_NONE_OPEN)).toBeVisible()
    baseExpect(await currentDrawer(page)).toBeNull()

    // The owner sees the close-out with its difference and signs it off.
    const manager = await ownerPage(browser)
    await manager.goto('/cash-drawer')
    const table = manager.getByRole('table', { name: M.DRAWER_CLOSE_OUTS_TITLE })
    const row = table.locator('tr', { hasText: 'Gave change twice to one member' })
    await expect(row).toContainText('Vikram Shetty')
    await expect(row).toContainText(formatRupees(paise(counted * 100 - expected)))
    baseExpect(await seriousViolations(manager)).toEqual([])
    await row.getByRole('button', { name: /Sign off Vikram Shetty/ }).click()
    await expect(toast(manager, M.DRAWER_SIGNED_OFF)).toBeVisible()
    await expect(row).toContainText('Asha Rao')

    const report = (await api<DrawerCloseOutsWire>(manager, MONEY_PATHS.drawerCloseOuts, { centerId: GYM })).closeOuts
    const closeOut = report.find((d) => d.drawerId === open?.drawerId)
    baseExpect(closeOut).toMatchObject({ status: 'SIGNED_OFF', staffName: 'Vikram Shetty', signedOffBy: 'Asha Rao', expected, counted: counted * 100, difference: counted * 100 - expected, reason: 'Gave change twice to one member' })
    await manager.context().close()
  })
})
