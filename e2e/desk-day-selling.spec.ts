import { type Page, expect, test } from '@playwright/test'
import type { MembershipsConfigWire, UserByPhoneWire } from '../adapters/http/contract/customer.codecs'
import { PATHS, pathWith } from '../adapters/http/contract/paths'
import { terminalPaymentOutcomePath } from '../adapters/http/contract/sandbox-paths'
import type { PacksAnswer } from '../adapters/http/contract/selling.codecs'
import { API_BASE } from '../adapters/http/contract/wire'
import { dayLabel } from '../core/customer/profile-dates.rule'
import { failureKindOfCode, normalisePaymentCode, paymentNotice } from '../core/payment/payment-codes.rule'
import { epochMs } from '../core/shared/brands'
import { DAY_MS } from '../core/shared/constants'
import {
  COLLECT_PAYMENT_AND_CONTINUE,
  FIND_CUSTOMER,
  FIND_CUSTOMER_LABEL,
  PAYMENT_IN_ANOTHER_TAB,
  PAYMENT_RESUMED,
  PROCESSING_PAYMENT,
  PURCHASE_SUCCESSFUL,
  SELL_PACK_BUTTON,
} from '../core/shared/messages'
import { membershipsOf, newCustomer, ordersOf, setTerminal, terminalPayments } from './selling-support'
import { seriousViolations, signInAsPersona } from './support'

/*
 * A day at the desk, in order, where features meet: a walk-in found by nobody, pitched, trialled,
 * sold a pack on the card machine that declines and then approves on the same terminal, checked
 * in and out; and two tabs selling at once. Everything is created through the UI (the two-tab
 * customer through the API: that journey is about the lock), and the outcome is read back from
 * the sandbox's API. Laptop width (1366 px), with the lock reason checked on a phone (375 px).
 */

test.use({ viewport: { width: 1366, height: 768 } })
test.describe.configure({ timeout: 120_000 })

const TERMINAL = 'EDC-1001-B'
const PACK_TITLE = 'ELITE 3 months'
const PACK_ID = 'PACK-1-ELITE-3M'
const WRITE = { 'x-portal-request': '1' }

/** A phone number no other run (or instant) has used: the sandbox keeps its data between journeys. */
const runPhone = (): string => `93${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const header = (page: Page) => page.getByRole('region', { name: 'Member', exact: true })
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

const verifyOtp = async (page: Page) => {
  const otp = page.getByRole('dialog', { name: 'OTP verification' })
  await otp.getByRole('button', { name: 'Send OTP' }).click()
  await otp.getByLabel('OTP').fill('123456')
  await otp.getByRole('button', { name: 'Verify' }).click()
}

const visitsOf = async (page: Page, userId: string): Promise<MembershipsConfigWire> => {
  const res = await page.request.get(`${API_BASE}/${pathWith(PATHS.membershipsConfig, { userId })}`, { params: { centerId: 1, centerServiceId: 1001 } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as MembershipsConfigWire
}

/** The pack's length in days, as the sandbox sells it. */
const packDays = async (page: Page, userId: string): Promise<number> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.packsV2}`, { params: { centerId: 1, userId } })
  expect(res.ok()).toBe(true)
  const pack = ((await res.json()) as PacksAnswer).packs.find((p) => p.id === PACK_ID)
  expect(pack, 'the pack on sale').toBeDefined()
  return pack?.durationInDays ?? 0
}

/** /sell-packs, the customer found by phone in its search, the pack's Sell Pack button. */
const sellPackButton = (page: Page) => page.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON })
const openSellScreen = async (page: Page, phone: string) => {
  await page.goto('/sell-packs')
  await page.getByLabel(FIND_CUSTOMER_LABEL).fill(phone)
  await page.getByRole('button', { name: FIND_CUSTOMER }).click()
  await expect(sellPackButton(page)).toBeVisible({ timeout: 20_000 })
}

/** Sell Pack on the card machine up to Processing Payment (the order on the machine). */
const startCardSale = async (page: Page) => {
  await sellPackButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
  await expect(dialog.getByTestId('total-payable')).toBeVisible()
  await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
  await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const processing = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
  await expect(processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE })).toBeVisible()
  return processing
}

test('a walk-in: found by nobody, pitched, a trial, a declined card tried again and approved, the membership, check in and out', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const phone = runPhone()
  const unknown = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })
  expect(unknown.status()).toBe(404)

  // Phone search finds nobody: the pitch is recorded (OTP first) and the customer it created loads.
  await page.getByRole('searchbox', { name: 'Search member' }).first().fill(phone)
  await page.keyboard.press('Enter')
  const pitch = page.getByRole('dialog', { name: 'Record Pitch' })
  await expect(pitch.getByLabel('Phone')).toHaveValue(phone)
  await pitch.getByLabel('Customer Name').fill('Desk Walkin')
  await pitch.getByLabel('Lead Quality').selectOption('HOT')
  await pitch.getByLabel('Comment Tag').selectOption({ index: 1 })
  await pitch.getByLabel('Source').selectOption('Billboard')
  await pitch.getByLabel('Pitched By').selectOption({ index: 1 })
  await pitch.getByLabel('Remarks').fill('Wants a 3-month pack after a trial')
  await pitch.getByRole('button', { name: 'Record Pitch' }).click()
  await verifyOtp(page)
  await expect(toasts(page)).toContainText('Pitch recorded successfully')
  await expect(header(page).getByRole('heading', { level: 2 })).toContainText('Desk Walkin')
  const user = (await (await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })).json()) as UserByPhoneWire
  const userId = user.id

  // A trial visit: one of the trials used, then checked out.
  const trialsBefore = (await visitsOf(page, userId)).trialUsage.used
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Check in as trial' }).click()
  await expect(toasts(page)).toContainText('Check-in Successful')
  expect((await visitsOf(page, userId)).trialUsage.used).toBe(trialsBefore + 1)
  const visit = block(page, 'Current check-in')
  await visit.getByRole('button', { name: 'Checkout' }).click()
  await expect(toasts(page)).toContainText('Checkout Successful')

  // The pack on the card machine: declined.
  await setTerminal(page, TERMINAL, { nextOutcome: 'DECLINE', autoApproveMs: null })
  await openSellScreen(page, phone)
  let processing = await startCardSale(page)
  await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
  const declined = paymentNotice(failureKindOfCode(normalisePaymentCode('ERR_PAYMENT_DECLINED')))
  const failure = page.getByRole('dialog', { name: declined.title })
  await expect(failure).toBeVisible()
  await failure.getByRole('button', { name: 'Close' }).first().click()
  await expect(failure).toBeHidden()

  // Tried again at once: same customer, pack and terminal; the buttons are free, the machine takes a new order.
  await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
  await expect(sellPackButton(page)).toBeEnabled()
  processing = await startCardSale(page)
  await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
  const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
  await expect(success).toBeVisible()

  // Exactly one successful order and one failed; nothing left open on the machine.
  const orders = await ordersOf(page, userId)
  expect(orders.map((o) => o.orderStatus).sort()).toEqual(['Failed', 'Successful'])
  expect((await terminalPayments(page, 1)).filter((p) => orders.some((o) => o.orderId === p.orderId))).toEqual([])
  await expect(success).toContainText(orders.find((o) => o.orderStatus === 'Successful')?.orderId ?? 'no successful order')

  // The new membership on the profile, with its dates: the pack's length from its first day.
  const [membership, ...others] = await membershipsOf(page, userId)
  expect(others).toEqual([])
  expect(membership?.productId).toBe(PACK_ID)
  const days = await packDays(page, userId)
  expect(((membership?.end ?? 0) - (membership?.start ?? 0)) / DAY_MS).toBe(days)
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(/\/user/)
  const row = page.getByRole('table', { name: 'Memberships' }).getByRole('row').filter({ hasText: PACK_TITLE })
  await expect(row).toContainText(dayLabel(epochMs(membership?.start ?? 0)))
  await expect(row).toContainText(dayLabel(epochMs(membership?.end ?? 0)))

  // Check in on the new membership (OTP), then check out; the visit is read back.
  const before = (await visitsOf(page, userId)).lastCheckins.map((c) => c.id)
  await visit.getByRole('button', { name: 'Checkin' }).click()
  await verifyOtp(page)
  await expect(toasts(page)).toContainText('Check-in Successful')
  const added = (await visitsOf(page, userId)).lastCheckins.filter((c) => !before.includes(c.id))
  expect(added).toHaveLength(1)
  await visit.getByRole('button', { name: 'Checkout' }).click()
  await expect(toasts(page).getByText('Checkout Successful').last()).toBeVisible()
  await expect.poll(async () => (await visitsOf(page, userId)).lastCheckins.find((c) => c.id === added[0]?.id)?.checkOutTime).toBeDefined()
})

test('two tabs: one waits on the card machine, the other is locked with the reason, a reload resumes, and the end frees both at once', async ({ page, context }) => {
  await signInAsPersona(page, 'owner')
  const phone = runPhone()
  const userId = await newCustomer(page, phone, 'Twotabs')
  // The machine waits for the card until a person acts on it.
  await setTerminal(page, TERMINAL, { nextOutcome: null, autoApproveMs: null })
  await openSellScreen(page, phone)
  await startCardSale(page)

  // The second tab: every Sell Pack button locked, and it says why.
  const second = await context.newPage()
  await second.setViewportSize({ width: 1366, height: 768 })
  await openSellScreen(second, phone)
  await expect(sellPackButton(second)).toBeDisabled()
  await expect(second.getByRole('status').filter({ hasText: PAYMENT_IN_ANOTHER_TAB })).toBeVisible()
  await expect(sellPackButton(second)).toHaveAccessibleDescription(new RegExp(PAYMENT_IN_ANOTHER_TAB.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  expect(await seriousViolations(second)).toEqual([])

  // On a phone the reason is on screen too.
  await second.setViewportSize({ width: 375, height: 812 })
  await expect(second.getByText(PAYMENT_IN_ANOTHER_TAB)).toBeInViewport()
  await second.setViewportSize({ width: 1366, height: 768 })

  // The first tab reloads mid-payment: it resumes the same order, and the second tab stays locked.
  const [order] = await ordersOf(page, userId)
  await page.reload()
  const resumed = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
  await expect(resumed).toContainText(PAYMENT_RESUMED)
  await expect(resumed).toContainText(order?.orderId ?? 'no order')
  await expect(sellPackButton(second)).toBeDisabled()
  await expect(second.getByText(PAYMENT_IN_ANOTHER_TAB)).toBeVisible()

  // The card is approved on the machine; the first tab confirms it.
  const payment = (await terminalPayments(page, 1)).find((p) => p.orderId === order?.orderId)
  expect(payment, 'the payment waiting on the machine').toBeDefined()
  const approved = await page.request.post(`${API_BASE}/${terminalPaymentOutcomePath(payment?.paymentId ?? '')}`, { data: { outcome: 'APPROVE' }, headers: { ...WRITE, 'content-type': 'application/json' } })
  expect(approved.ok(), await approved.text()).toBe(true)
  await resumed.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
  await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toBeVisible()

  // The second tab is free the moment the payment ended, without a reload or a click.
  await expect(sellPackButton(second)).toBeEnabled({ timeout: 3_000 })
  await expect(second.getByText(PAYMENT_IN_ANOTHER_TAB)).toBeHidden()

  // Charged once: one order, successful, one membership.
  const orders = await ordersOf(page, userId)
  expect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
  expect((await membershipsOf(page, userId)).map((m) => m.productId)).toEqual([PACK_ID])
})
