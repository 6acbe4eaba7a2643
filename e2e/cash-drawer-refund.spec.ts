import { readFile } from 'node:fs/promises'
import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test'
import { CREDIT_NOTE_PATHS, type OrderCreditNotesWire } from '../adapters/http/contract/credit-note.codecs'
import { type DrawerCloseOutsWire, type DrawerCurrentWire, type DrawerWire, MONEY_PATHS, moneyPath, type OrderRefundsWire } from '../adapters/http/contract/money.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { paise } from '../core/shared/brands'
import * as M from '../core/shared/messages/money'
import { PROFILE_ACTION_LABELS, SELL_PACK_BUTTON } from '../core/shared/messages'
import { formatRupees } from '../core/shared/money'
import { centreDayOf } from '../core/shared/centre-day'
import { formatDay, formatPickerDay } from '../core/shared/display-format'
import { REPORT_FROM, REPORT_TO } from '../core/shared/messages/reports'
import { formatRupeesOnDocument } from '../core/money/tax-invoice.rule'
import { pdfText } from '../tests/support/pdf-text'
import { newCustomer, ordersOf, payInCashWithOtp, sellGymMonthByCard, setTerminal } from './selling-support'
import { api, seriousViolations, signInAsPersona, toast, fitsWindow } from './support'

/*
 * The cash drawer of a shift and refunds: the centre manager (who takes cash at the desk) opens a
 * drawer with a float, sells in cash twice through Sell Packs, closes short with a reason; the
 * owner, another manager, sees the close-out and signs it off. Every outcome is read back through the API.
 */

/** The machine is shared: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 20_000 })

const GYM = 1
const TID = 'EDC-1001-B'
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

const sellInCash = async (page: Page): Promise<{ userId: string; orderId: string }> => {
  const userId = await newCustomer(page, nextPhone(), 'Drawer')
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await expect(page.getByRole('heading', { name: /Drawer Buyer/ })).toBeVisible()
  await page.getByRole('button', { name: PROFILE_ACTION_LABELS.sellNewPack }).click()
  await expect(page).toHaveURL(/\/sell-packs$/)
  await page.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
  await payInCashWithOtp(page)
  const orders = await ordersOf(page, userId)
  baseExpect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
  return { userId, orderId: orders[0]?.orderId ?? '' }
}

const refundsOf = (page: Page, orderId: string) => api<OrderRefundsWire>(page, moneyPath(MONEY_PATHS.orderRefunds, orderId), {})

/** On the customer's profile, Order Details of the order → Refund, filled and sent; answers the toast's text. */
const refundThroughOrderDetails = async (page: Page, userId: string, orderId: string, rupees: string, reason: keyof typeof M.REFUND_REASON_WORDS): Promise<void> => {
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await page.getByRole('button', { name: `Order Details: ${orderId}` }).click()
  const details = page.getByRole('dialog', { name: 'Order Details' })
  await details.getByRole('button', { name: M.REFUND_ACTION }).click()
  await details.getByLabel(M.REFUND_AMOUNT_LABEL).fill(rupees)
  await details.getByLabel(M.REFUND_REASON_LABEL).selectOption(reason)
  await details.getByRole('button', { name: M.REFUND_SUBMIT }).click()
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

    // A manager refunds ₹500 of the first in cash, from this drawer, through Order Details.
    await refundThroughOrderDetails(page, first.userId, first.orderId, '500', 'NOT_SATISFIED')
    await expect(toast(page, M.REFUND_DONE)).toBeVisible()
    baseExpect(await refundsOf(page, first.orderId)).toMatchObject({ refunded: 50_000, paymentStatus: 'PARTIALLY_REFUNDED', mode: 'CASH' })
    await expect(page.getByRole('dialog', { name: 'Order Details' })).toContainText('Partly refunded')

    // The refund's GST credit note downloads from Order Details; its number and amount are the server's.
    const [note] = (await api<OrderCreditNotesWire>(page, CREDIT_NOTE_PATHS.orderCreditNotes.replace(':orderId', encodeURIComponent(first.orderId)), {})).creditNotes
    baseExpect(note?.line.total).toBe(50_000)
    const creditNoteNo = note?.creditNoteNo ?? ''
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'Order Details' }).getByRole('button', { name: M.downloadCreditNoteLabel(creditNoteNo) }).click(),
    ])
    await expect(toast(page, M.CREDIT_NOTE_DOWNLOADED)).toBeVisible()
    baseExpect(download.suggestedFilename()).toBe(`credit-note-${creditNoteNo.replace(/\//g, '-')}.pdf`)
    const noteText = await pdfText(new Uint8Array(await readFile(await download.path())))
    baseExpect(noteText).toContain(creditNoteNo)
    baseExpect(noteText).toContain(note?.invoiceNo ?? 'no invoice')
    baseExpect(noteText).toContain(formatRupeesOnDocument(paise(50_000)))

    const open = await currentDrawer(page)
    baseExpect(open?.movements.map((m) => [m.kind, m.orderId])).toEqual([
      ['CASH_SALE', first.orderId],
      ['CASH_SALE', second.orderId],
      ['CASH_REFUND', first.orderId],
    ])
    const sold = open?.movements.filter((m) => m.kind === 'CASH_SALE').reduce((s, m) => s + m.amount, 0) ?? 0
    const expected = open?.expected ?? 0
    baseExpect(expected).toBe(200_000 + sold - 50_000)

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

    // The report by staff member and day: Vikram Shetty's close-outs of the day the drawer was opened.
    const day = formatPickerDay(centreDayOf(closeOut?.openedAt ?? 0))
    await manager.getByLabel(M.DRAWER_STAFF_LABEL).selectOption({ label: 'Vikram Shetty' })
    await manager.getByLabel(REPORT_FROM, { exact: true }).fill(day)
    await manager.getByLabel(REPORT_TO, { exact: true }).fill(day)
    await manager.getByRole('button', { name: M.DRAWER_CLOSE_OUTS_SHOW }).click()
    await expect(table.locator('tbody tr', { hasNotText: 'Vikram Shetty' })).toHaveCount(0)
    await expect(table.locator('tbody tr', { hasNotText: formatDay(closeOut?.openedAt ?? 0) })).toHaveCount(0)
    await expect(row).toContainText('Asha Rao')
    baseExpect(await seriousViolations(manager)).toEqual([])
    // On a phone: the report and its filters fit 375 px.
    await manager.setViewportSize({ width: 375, height: 800 })
    await expect(manager.getByRole('button', { name: M.DRAWER_CLOSE_OUTS_SHOW })).toBeVisible()
    await fitsWindow(manager, 375)
    await manager.context().close()
  })

  test('refund a card order through the gateway: a failure refunds nothing, a success shows its ARN on the order', async ({ page }) => {
    test.setTimeout(120_000)
    await signInAsPersona(page, 'centre-manager')
    const userId = await newCustomer(page, nextPhone(), 'Card')
    await setTerminal(page, TID, { nextOutcome: 'APPROVE' })
    const orderId = await sellGymMonthByCard(page, userId, TID, `e2e-card-${RUN}`)
    baseExpect((await ordersOf(page, userId)).map((o) => o.orderStatus)).toEqual(['Successful'])

    // The gateway declines: nothing is refunded, the order stays paid.
    await setTerminal(page, TID, { nextOutcome: 'DECLINE' })
    await refundThroughOrderDetails(page, userId, orderId, '1000', 'MEDICAL')
    await expect(toast(page, M.REFUND_GATEWAY_FAILED)).toBeVisible()
    baseExpect(await refundsOf(page, orderId)).toMatchObject({ refunded: 0, paymentStatus: 'PAID', mode: 'CARD' })

    // The gateway approves the next: its ARN shows on the order.
    const details = page.getByRole('dialog', { name: 'Order Details' })
    await details.getByRole('button', { name: M.REFUND_SUBMIT }).click()
    await expect(toast(page, M.REFUND_DONE)).toBeVisible()
    const refunds = await refundsOf(page, orderId)
    baseExpect(refunds).toMatchObject({ refunded: 100_000, paymentStatus: 'PARTIALLY_REFUNDED' })
    const arn = refunds.refunds.find((r) => r.status === 'SUCCESS')?.arn ?? ''
    baseExpect(arn).toMatch(/^\d{12}$/)
    await expect(details).toContainText(arn)
  })
})
