import { type Page, expect, test } from '@playwright/test'
import { PURCHASE_SUCCESSFUL, SELL_PACK_BUTTON } from '../core/shared/messages'
import { membershipsOf, newCustomer, ordersOf, setTerminal, terminalPayments } from './selling-support'
import { signInAsPersona, staffAccessOf } from './support'

/*
 * Selling a pack at the desk against the sandbox's card-terminal simulator (part 2 §4, §8). Each
 * journey creates its own customer through the API, drives the terminal's next outcome through its
 * control API, sells from /sell-packs as a staff member would, and reads back from the sandbox what
 * the sale created (orders, payments, memberships).
 */

const TERMINAL = 'EDC-1001-B'
const PACK_TITLE = 'ELITE 3 months'
const PACK_ID = 'PACK-1-ELITE-3M'

let phoneSeq = 0
const nextPhone = (): string => `95${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`

/** Signs in as the owner at Koramangala Gym (centre 1, the first of their centres). */
const atKoramangala = async (page: Page): Promise<void> => {
  await signInAsPersona(page, 'owner')
  const access = await staffAccessOf(page)
  expect(access.selected?.id).toBe(1)
}

/** Opens /sell-packs for the customer and the Sell Pack modal of the pack, with the card machine chosen. */
const openSellPack = async (page: Page, userId: string, packTitle = PACK_TITLE) => {
  await page.goto(`/sell-packs?userId=${encodeURIComponent(userId)}`)
  const card = page.getByRole('article', { name: packTitle })
  await card.getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
  await expect(dialog.getByTestId('total-payable')).toBeVisible()
  return dialog
}

test.describe('selling a pack on the card machine', () => {
  test('approved: Processing Payment, collect, Purchase successful, then the member; one order, nothing left on the machine, one membership', async ({ page }) => {
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Approved')
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })

    const dialog = await openSellPack(page, userId)
    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()

    const processing = page.getByRole('dialog', { name: 'Processing Payment' })
    await processing.getByRole('button', { name: 'collect payment and continue' }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()
    const orders = await ordersOf(page, userId)
    expect(orders).toHaveLength(1)
    await expect(success).toContainText(orders[0]?.orderId ?? 'no order')
    expect(orders[0]?.orderStatus).toBe('Successful')
    // The terminal lists open payments only: nothing of this customer is left on the machine
    // (a payment belongs to exactly one order: terminal_payments.order_id is unique).
    expect((await terminalPayments(page, 1)).filter((p) => p.orderId === orders[0]?.orderId)).toEqual([])
    const memberships = await membershipsOf(page, userId)
    expect(memberships.map((m) => m.productId)).toEqual([PACK_ID])

    await success.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(new RegExp(`/user\\?userId=${userId}`))
  })
})
