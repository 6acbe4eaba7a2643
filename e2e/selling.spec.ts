import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { TERMINAL_FAILURE_CODES } from '../adapters/http/contract/payment.codecs'
import { afterFulfilmentStatus } from '../core/payment/confirmation-outcome.rule'
import { failureKindOfCode, normalisePaymentCode, paymentNotice } from '../core/payment/payment-codes.rule'
import {
  CASH_MISMATCH,
  COLLECT_PAYMENT_AND_CONTINUE,
  EDC_MACHINE_BUSY,
  MEMBERSHIP_CREATION_PENDING,
  PAYMENT_CONFIRMATION_PENDING,
  PAYMENT_IN_ANOTHER_TAB,
  PAYMENT_RESUMED,
  PLEASE_WAIT,
  PROCESSING_PAYMENT,
  PURCHASE_SUCCESSFUL,
  SELL_PACK_BUTTON,
} from '../core/shared/messages'
import { fulfilmentStatusOf, membershipsOf, newCustomer, ordersOf, setTerminal, terminalPayments } from './selling-support'
import { signInAsPersona, staffAccessOf } from './support'
import { formatRupees } from '../core/shared/money'
import { paise } from '../core/shared/brands'

/*
 * Selling a pack at the desk against the sandbox's card-terminal simulator (part 2 §4, §8). Each
 * journey creates its own customer through the API, drives the terminal's next outcome through its
 * control API, sells from /sell-packs as a staff member would, and reads back from the sandbox what
 * the sale created (orders, open terminal payments, memberships). The order counts after the
 * double-charge journeys are printed (`orders after ...`) for the report.
 */

const TERMINAL = 'EDC-1001-B'
const PACK_TITLE = 'ELITE 3 months'
const PACK_ID = 'PACK-1-ELITE-3M'

let phoneSeq = 0
const RUN = String(Date.now() % 1e5).padStart(5, '0')
const nextPhone = (): string => `96${RUN}${String(phoneSeq++).padStart(3, '0')}`

/** Signs in (the owner by default) and checks the selected centre is Koramangala Gym (centre 1). */
const atKoramangala = async (page: Page, persona = 'owner'): Promise<void> => {
  await signInAsPersona(page, persona)
  const access = await staffAccessOf(page)
  expect(access.selected?.id).toBe(1)
}

/** Opens /sell-packs for the customer and the Sell Pack modal of the pack. */
const openSellPack = async (page: Page, userId: string, packTitle = PACK_TITLE) => {
  await page.goto(`/sell-packs?userId=${encodeURIComponent(userId)}`)
  await page.getByRole('article', { name: packTitle }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
  await expect(dialog.getByTestId('total-payable')).toBeVisible()
  return dialog
}

/** Sells the pack on the card machine up to the Processing Payment modal with its collect button. */
const sellOnCardMachine = async (page: Page, userId: string) => {
  const dialog = await openSellPack(page, userId)
  await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
  await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const processing = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
  await expect(processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE })).toBeVisible()
  return processing
}

const onlyOrder = async (page: Page, userId: string) => {
  const orders = await ordersOf(page, userId)
  expect(orders).toHaveLength(1)
  return orders[0] as NonNullable<(typeof orders)[number]>
}

/** The sale completed exactly once: one successful order, nothing open on the machine, one membership of the pack. */
const expectSoldOnce = async (page: Page, userId: string, label: string) => {
  const orders = await ordersOf(page, userId)
  console.log(`orders after ${label}: ${orders.length}`)
  expect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
  expect((await terminalPayments(page, 1)).filter((p) => p.orderId === orders[0]?.orderId)).toEqual([])
  expect((await membershipsOf(page, userId)).map((m) => m.productId)).toEqual([PACK_ID])
}

test.describe('selling a pack on the card machine', () => {
  test('approved: Processing Payment, collect, Purchase successful, then the member; one order, nothing left on the machine, one membership', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Approved')
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })

    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()
    const order = await onlyOrder(page, userId)
    await expect(success).toContainText(order.orderId)
    await expectSoldOnce(page, userId, 'approved')

    // After the sale: the member's profile, with the new membership in its Memberships table.
    await success.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/user/)
    await expect(page.getByRole('table', { name: 'Memberships' })).toContainText(PACK_TITLE)
  })

  test('declined: the error modal with the server title and subtitle; the order is failed and no membership is created', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Declined')
    await setTerminal(page, TERMINAL, { nextOutcome: 'DECLINE', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const notice = paymentNotice(failureKindOfCode(normalisePaymentCode('ERR_PAYMENT_DECLINED')))
    const modal = page.getByRole('dialog', { name: notice.title })
    await expect(modal).toBeVisible()
    await expect(modal).toContainText(notice.advice ?? '')
    expect((await onlyOrder(page, userId)).orderStatus).toBe('Failed')
    expect(await membershipsOf(page, userId)).toEqual([])
  })

  test('pending then approved: Please wait with the 30-second countdown, then Purchase successful', async ({ page }) => {
    test.setTimeout(60_000)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Pending')
    await setTerminal(page, TERMINAL, { nextOutcome: 'PENDING_THEN_APPROVE', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const wait = page.getByRole('dialog', { name: PLEASE_WAIT })
    await expect(wait).toBeVisible()
    await expect(wait).toContainText(/\d+ seconds left/)
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible({ timeout: 30_000 })
    await expectSoldOnce(page, userId, 'pending then approved')
  })

  test('under review: Please wait, then the pending modal the fulfilment status calls for', async ({ page }) => {
    test.setTimeout(60_000)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Review')
    await setTerminal(page, TERMINAL, { nextOutcome: 'UNDER_REVIEW', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PLEASE_WAIT })).toBeVisible()
    const status = await fulfilmentStatusOf(page, (await onlyOrder(page, userId)).orderId)
    const next = afterFulfilmentStatus(status.result, status.currentStage)
    const title = next.next === 'creationPending' ? MEMBERSHIP_CREATION_PENDING : PAYMENT_CONFIRMATION_PENDING
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 35_000 })
    expect((await onlyOrder(page, userId)).orderStatus).toBe('Pending')
  })

  test('machine busy: the busy message and no order', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Busy')
    await setTerminal(page, TERMINAL, { nextOutcome: 'BUSY', autoApproveMs: null })
    const dialog = await openSellPack(page, userId)
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await expect(page.getByRole('dialog', { name: EDC_MACHINE_BUSY })).toBeVisible()
    expect(await ordersOf(page, userId)).toEqual([])
  })

  for (const code of TERMINAL_FAILURE_CODES)
    test(`failure code ${code}: the §8 modal and its advice`, async ({ page }) => {
      await atKoramangala(page)
      const userId = await newCustomer(page, nextPhone(), 'Failure')
      await setTerminal(page, TERMINAL, { nextOutcome: code, autoApproveMs: null })
      const processing = await sellOnCardMachine(page, userId)
      await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
      const notice = paymentNotice(failureKindOfCode(normalisePaymentCode(code)))
      const modal = page.getByRole('dialog', { name: notice.title })
      await expect(modal).toBeVisible()
      if (notice.advice !== undefined) await expect(modal).toContainText(notice.advice)
      expect((await onlyOrder(page, userId)).orderStatus).toBe('Failed')
    })
})

test.describe('resume, never repeat', () => {
  test('a reload while the terminal is pending resumes the same order and completes exactly once', async ({ page }) => {
    test.setTimeout(60_000)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Reload')
    await setTerminal(page, TERMINAL, { nextOutcome: 'PENDING_THEN_APPROVE', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PLEASE_WAIT })).toBeVisible()
    const before = await onlyOrder(page, userId)

    await page.reload()
    const resumed = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
    await expect(resumed).toContainText(PAYMENT_RESUMED)
    await expect(resumed).toContainText(before.orderId)
    await resumed.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible({ timeout: 30_000 })
    await expectSoldOnce(page, userId, 'reload')
  })

  test('a second tab finds the payment in progress, cannot start another sale, and both end on one order', async ({ page, context }) => {
    test.setTimeout(60_000)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Twotabs')
    await setTerminal(page, TERMINAL, { nextOutcome: 'PENDING_THEN_APPROVE', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PLEASE_WAIT })).toBeVisible()

    const second = await context.newPage()
    await second.goto(`/sell-packs?userId=${encodeURIComponent(userId)}`)
    // No Sell Pack button of the second tab can start a second charge while the first runs the payment, and it says why.
    const sell = second.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON })
    await expect(sell).toBeDisabled()
    await expect(second.getByText(PAYMENT_IN_ANOTHER_TAB)).toBeVisible()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible({ timeout: 30_000 })
    await expect(sell).toBeEnabled()
    await expectSoldOnce(page, userId, 'second tab')
  })

  test('a double click on Sell Pack and on collect creates one order', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Double')
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
    const dialog = await openSellPack(page, userId)
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).dblclick()
    const processing = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).dblclick()
    // The second click may land on the Purchase successful modal's button, which opens the member:
    // either way the sale has ended, and it must have ended once.
    await expect
      .poll(async () => (await page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL }).isVisible()) || new URL(page.url()).pathname === '/user', { timeout: 30_000 })
      .toBe(true)
    await expectSoldOnce(page, userId, 'double click')
  })

  test('the network cut for 10 seconds mid-confirmation: the same order is confirmed when it is back', async ({ page, context }) => {
    test.setTimeout(75_000)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Offline')
    await setTerminal(page, TERMINAL, { nextOutcome: 'PENDING_THEN_APPROVE', autoApproveMs: null })
    const processing = await sellOnCardMachine(page, userId)
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PLEASE_WAIT })).toBeVisible()
    await setOfflineFor(context, page, 10_000)
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible({ timeout: 45_000 })
    await expectSoldOnce(page, userId, 'network cut')
  })
})

const setOfflineFor = async (context: BrowserContext, page: Page, ms: number): Promise<void> => {
  await context.setOffline(true)
  await expect(page.getByRole('alert').filter({ hasText: 'network is down' })).toBeVisible()
  await page.waitForTimeout(ms)
  await context.setOffline(false)
}

test.describe('cash', () => {
  test('cash at a company-owned centre: OTP to the staff member, then Purchase successful', async ({ page }) => {
    await atKoramangala(page, 'centre-manager')
    const userId = await newCustomer(page, nextPhone(), 'Cash')
    const dialog = await openSellPack(page, userId)
    const total = (await dialog.getByTestId('total-payable').innerText()).replace(/[₹,]/g, '')
    await dialog.getByLabel('Cash', { exact: true }).check()
    await dialog.getByLabel('Cash collected (₹)').fill(total)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const otp = page.getByRole('dialog', { name: 'OTP verification' })
    await otp.getByLabel('OTP sent to your phone').fill('123456')
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()
    await expectSoldOnce(page, userId, 'cash')
    await success.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('table', { name: 'Memberships' })).toContainText(PACK_TITLE)
  })

  test('a cash amount that does not match is refused with the spec message and creates nothing', async ({ page }) => {
    await atKoramangala(page, 'centre-manager')
    const userId = await newCustomer(page, nextPhone(), 'Mismatch')
    const dialog = await openSellPack(page, userId)
    await dialog.getByLabel('Cash', { exact: true }).check()
    await dialog.getByLabel('Cash collected (₹)').fill('1')
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: CASH_MISMATCH })).toBeVisible()
    expect(await ordersOf(page, userId)).toEqual([])
  })
})


test.describe('group buy', () => {
  test('three members, each verified by phone and OTP, paid in cash: one group order and a membership for each member', async ({ page }) => {
    test.setTimeout(60_000)
    await atKoramangala(page, 'centre-manager')
    const phones = [nextPhone(), nextPhone(), nextPhone()]
    const ids = [await newCustomer(page, phones[0] ?? '', 'Group'), await newCustomer(page, phones[1] ?? '', 'Second'), await newCustomer(page, phones[2] ?? '', 'Third')]
    const dialog = await openSellPack(page, ids[0] ?? '')
    await dialog.getByRole('button', { name: 'Buy as a group (2 to 5 members)' }).click()
    const gb = page.getByRole('dialog', { name: 'Group-buy verification' })
    await gb.getByRole('button', { name: 'Add member' }).click()
    for (const [i, phone] of phones.entries()) {
      const n = i + 1
      const field = gb.getByLabel(`Member ${n} phone`, { exact: true })
      if ((await field.inputValue()) === '') await field.fill(phone)
      await expect(field).toHaveValue(phone)
      await gb.getByRole('listitem', { name: `Member ${n}`, exact: true }).getByRole('button', { name: 'Verify phone' }).click()
      await gb.getByLabel(`Member ${n} OTP`).fill('123456')
      await gb.getByRole('listitem', { name: `Member ${n}`, exact: true }).getByRole('button', { name: 'Verify OTP' }).click()
      await expect(gb.getByRole('listitem', { name: `Member ${n}`, exact: true })).toContainText('Verified')
    }
    await gb.getByRole('button', { name: 'Proceed to Purchase' }).click()
    const sell = page.getByRole('dialog', { name: 'Sell Pack' })
    await expect(sell).toContainText('Group of 3 members')
    const total = (await sell.getByTestId('total-payable').innerText()).replace(/[₹,]/g, '')
    await sell.getByLabel('Cash collected (₹)').fill(total)
    await sell.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const otp = page.getByRole('dialog', { name: 'OTP verification' })
    await otp.getByLabel('OTP sent to your phone').fill('123456')
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible()
    const orders = await ordersOf(page, ids[0] ?? '')
    expect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
    for (const id of ids) expect((await membershipsOf(page, id)).map((m) => m.productId)).toEqual([PACK_ID])
  })
})

test.describe('add-ons', () => {
  test('a pack with an add-on on the card machine: the add-on is in the total and the one order', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Addon')
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
    const dialog = await openSellPack(page, userId)
    const before = await dialog.getByTestId('total-payable').innerText()
    const locker = dialog.getByRole('checkbox', { name: /Locker \(1 month\)/ })
    await locker.check()
    await expect(dialog.getByTestId('total-payable')).not.toHaveText(before)
    const total = await dialog.getByTestId('total-payable').innerText()
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await page.getByRole('dialog', { name: PROCESSING_PAYMENT }).getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible()
    const order = await onlyOrder(page, userId)
    expect(order.orderStatus).toBe('Successful')
    // The order's amount (paise in the history row) is what the modal asked for.
    expect(formatRupees(paise(order.amount))).toBe(total)
  })
})

test.describe('upgrade to premium', () => {
  test('an upgrade with exchange: the discount comes off the total and the exchanged membership ends', async ({ page }) => {
    await atKoramangala(page)
    const userId = 'user-sell-active-long'
    const current = (await membershipsOf(page, userId))[0]
    if (current === undefined) throw new Error('the seed gives this customer a membership')
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
    await page.goto('/sell-packs')
    // The profile's Upgrade opens /sell-packs with the membership to exchange in the router state.
    await page.evaluate(
      ({ path, state }) => {
        window.history.pushState({ usr: state, key: 'upgrade', idx: 1 }, '', path)
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }))
      },
      { path: `/sell-packs?userId=${userId}`, state: { upgradeFrom: { membershipId: current.id, end: current.end } } },
    )
    await page.getByRole('article', { name: 'PRO 6 months' }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
    const before = await dialog.getByTestId('total-payable').innerText()
    const box = dialog.getByRole('checkbox', { name: 'Upgrade to premium (exchange the current membership)' })
    await expect(box).toBeEnabled()
    await box.check()
    await expect(dialog.getByTestId('total-payable')).not.toHaveText(before)
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await page.getByRole('dialog', { name: PROCESSING_PAYMENT }).getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible()
    const after = await membershipsOf(page, userId)
    expect(after.map((m) => m.productId)).toEqual(['PACK-1-PRO-6M'])
    const orders = await ordersOf(page, userId)
    expect(orders.filter((o) => o.orderStatus === 'Successful')).toHaveLength(1)
  })
})

test('opening Sell Packs on a phone, nothing moves and no banner flashes while it checks for a card-machine payment in progress', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await signInAsPersona(page, 'front-desk')
  await page.addInitScript(() => {
    const seen = { shift: 0, banner: false }
    Object.assign(window, { sellPacksSeen: seen })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) seen.shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
    // Any status drawn with the check's words, however briefly.
    new MutationObserver(() => {
      for (const s of document.querySelectorAll('[role="status"]')) if (s.textContent?.includes('Checking for a card-machine payment')) seen.banner = true
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  for (const address of ['/sell-packs', '/sell-packs?userId=200005']) {
    await page.goto(address)
    await expect(page.locator('#content h1')).toHaveText('Sell Packs')
    if (address.includes('userId')) await expect(page.getByRole('button', { name: /^Sell/ }).first()).toBeEnabled()
    await page.waitForLoadState('networkidle')
    const seen = await page.evaluate(() => (window as unknown as { sellPacksSeen: { shift: number; banner: boolean } }).sellPacksSeen)
    expect(seen, address).toEqual({ shift: 0, banner: false })
  }
})
