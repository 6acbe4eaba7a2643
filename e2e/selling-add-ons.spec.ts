import { type Page, expect, test } from '@playwright/test'
import { ADD_ON_SELL_BUTTON, COLLECT_PAYMENT_AND_CONTINUE, PROCESSING_PAYMENT, PURCHASE_SUCCESSFUL, SELL_ADD_ONS, SELL_PACK_BUTTON } from '../core/shared/messages'
import { ordersOf, setTerminal, terminalPayments } from './selling-support'
import { seriousViolations, signInAsPersona, staffAccessOf } from './support'

/*
 * An add-on sold on its own against a member's active membership (/sell-add-on-packs, opened from
 * Sell Add-ons on /user), paid through the same purchase flow as a pack. The customer is the
 * seeded one with a long-running gym membership (Lakshmi Iyengar, 200004); what the sale created
 * is read back from the sandbox (orders) and from /user after a reload (View Add-ons, Orders).
 */

const MEMBER = '200004'
const TERMINAL = 'EDC-1001-B'
const ADD_ON = 'Locker (1 month)'

/** /user of the member at Koramangala Gym (centre 1), and the Sell Add-ons link of its first active membership. */
const openSellAddOns = async (page: Page, persona: string): Promise<string> => {
  await signInAsPersona(page, persona)
  expect((await staffAccessOf(page)).selected?.id).toBe(1)
  await page.goto(`/user?userId=${MEMBER}`)
  const link = page.getByRole('link', { name: new RegExp(`^${SELL_ADD_ONS}: `) }).first()
  await expect(link).toBeVisible()
  const membership = ((await link.getAttribute('aria-label')) ?? '').slice(`${SELL_ADD_ONS}: `.length)
  await link.click()
  await expect(page).toHaveURL(/\/sell-add-on-packs\?membershipId=\d+$/)
  await expect(page.getByText(membership).first()).toBeVisible()
  return membership
}

/** After a reload of /user: the order in Orders, the add-on in the membership's View Add-ons. */
const expectOnProfile = async (page: Page, membership: string, orderId: string) => {
  await page.reload()
  const orders = page.getByRole('table', { name: 'Orders' })
  await expect(orders).toContainText(ADD_ON)
  await page.getByRole('button', { name: `View Add-ons: ${membership}` }).click()
  const addOns = page.getByRole('dialog', { name: 'Add-on Packs Information' })
  await expect(addOns.getByRole('row').filter({ hasText: ADD_ON })).toBeVisible()
  expect(orderId).toMatch(/^ORD-/)
}

test.describe('selling an add-on against a membership', () => {
  test('from Sell Add-ons on /user, on the card machine: Purchase successful; one order; /user shows the add-on and the order after a reload', async ({ page }) => {
    const before = await ordersOfMember(page)
    await setTerminalAfterSignIn(page)
    const membership = await openSellAddOns(page, 'owner')
    const card = page.getByRole('article', { name: ADD_ON })
    const price = await card.getByText(/₹/).innerText()
    await card.getByRole('button', { name: ADD_ON_SELL_BUTTON }).click()
    const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
    await expect(dialog.getByTestId('total-payable')).toHaveText(price)
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const processing = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()

    const after = await ordersOf(page, MEMBER)
    const added = after.filter((o) => !before.includes(o.orderId))
    expect(added.map((o) => [o.packName, o.orderStatus])).toEqual([[ADD_ON, 'Successful']])
    const orderId = added[0]?.orderId ?? ''
    await expect(success).toContainText(orderId)
    expect((await terminalPayments(page, 1)).filter((p) => p.orderId === orderId)).toEqual([])

    await success.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/user/)
    await expectOnProfile(page, membership, orderId)
  })

  test('in cash at a company-owned centre: the OTP to the staff member first, then Purchase successful and the add-on on /user', async ({ page }) => {
    await signInAsPersona(page, 'centre-manager')
    const before = (await ordersOf(page, MEMBER)).map((o) => o.orderId)
    const membership = await openSellAddOns(page, 'centre-manager')
    await page.getByRole('article', { name: 'Diet consultation' }).getByRole('button', { name: ADD_ON_SELL_BUTTON }).click()
    const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
    const total = (await dialog.getByTestId('total-payable').innerText()).replace(/[₹,]/g, '')
    await dialog.getByLabel('Cash', { exact: true }).check()
    await dialog.getByLabel('Cash collected (₹)').fill(total)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const otp = page.getByRole('dialog', { name: 'OTP verification' })
    await otp.getByLabel('OTP sent to your phone').fill('123456')
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()
    const added = (await ordersOf(page, MEMBER)).filter((o) => !before.includes(o.orderId))
    expect(added.map((o) => [o.packName, o.orderStatus, o.paymentSource])).toEqual([['Diet consultation', 'Successful', 'CASH']])
    await success.getByRole('button', { name: 'Done' }).click()
    await page.reload()
    await page.getByRole('button', { name: `View Add-ons: ${membership}` }).click()
    await expect(page.getByRole('dialog', { name: 'Add-on Packs Information' }).getByRole('row').filter({ hasText: 'Diet consultation' })).toBeVisible()
  })
})

for (const size of [{ width: 1366, height: 800 }, { width: 375, height: 812 }])
  test(`axe is clean on /sell-add-on-packs and its Sell Pack modal at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size)
    await openSellAddOns(page, 'owner')
    await expect(page.getByRole('article', { name: ADD_ON })).toBeVisible()
    expect(await seriousViolations(page), 'the add-on list').toEqual([])
    await page.getByRole('article', { name: ADD_ON }).getByRole('button', { name: ADD_ON_SELL_BUTTON }).click()
    await expect(page.getByRole('dialog', { name: 'Sell Pack' }).getByTestId('total-payable')).toBeVisible()
    expect(await seriousViolations(page), 'the Sell Pack modal of an add-on').toEqual([])
  })

/** The member's order ids before the journey (signed in as the owner). */
const ordersOfMember = async (page: Page): Promise<readonly string[]> => {
  await signInAsPersona(page, 'owner')
  return (await ordersOf(page, MEMBER)).map((o) => o.orderId)
}

const setTerminalAfterSignIn = (page: Page) => setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
