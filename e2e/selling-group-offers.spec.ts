import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import { paise } from '../core/shared/brands'
import { formatRupees } from '../core/shared/money'
import { APPLY_SPOT_OFFER, COLLECT_PAYMENT_AND_CONTINUE, OFFER_APPLIED, PROCESSING_PAYMENT, PURCHASE_SUCCESSFUL, SELL_PACK_BUTTON } from '../core/shared/messages'
import { API_BASE } from '../adapters/http/contract/wire'
import { PATHS } from '../adapters/http/contract/paths'
import { membershipsOf, newCustomer, ordersOf, setTerminal, terminalPayments } from './selling-support'
import { signInAsPersona, staffAccessOf } from './support'

/*
 * The rest of the Sell Pack modal's journeys: a group buy paid on the card machine, and
 * a spot offer granted on /sell-packs. Customers are created through the API; what the sale created
 * is read back from the sandbox (orders, open terminal payments, memberships) and from /user.
 */

const TERMINAL = 'EDC-1001-B'
const PACK_TITLE = 'ELITE 3 months'
const PACK_ID = 'PACK-1-ELITE-3M'

let phoneSeq = 0
const RUN = String(Date.now() % 1e5).padStart(5, '0')
const nextPhone = (): string => `95${RUN}${String(phoneSeq++).padStart(3, '0')}`

const atKoramangala = async (page: Page, persona = 'owner'): Promise<void> => {
  await signInAsPersona(page, persona)
  expect((await staffAccessOf(page)).selected?.id).toBe(1)
}

const openSellPack = async (page: Page, userId: string, packTitle = PACK_TITLE) => {
  await page.goto(`/sell-packs?userId=${encodeURIComponent(userId)}`)
  await page.getByRole('article', { name: packTitle }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
  await expect(dialog.getByTestId('total-payable')).toBeVisible()
  return dialog
}

test.describe('group buy on the card machine', () => {
  test('three members verified by phone and OTP, Proceed to Purchase, paid on the card machine: one order, one payment, a membership for each member', async ({ page }) => {
    test.setTimeout(90_000)
    await atKoramangala(page)
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
    const phones = [nextPhone(), nextPhone(), nextPhone()]
    const ids = [await newCustomer(page, phones[0] ?? '', 'Group'), await newCustomer(page, phones[1] ?? '', 'Second'), await newCustomer(page, phones[2] ?? '', 'Third')]
    const dialog = await openSellPack(page, ids[0] ?? '')
    const onePrice = await dialog.getByTestId('total-payable').innerText()
    await dialog.getByRole('button', { name: 'Buy as a group (2 to 5 members)' }).click()
    const gb = page.getByRole('dialog', { name: 'Group-buy verification' })
    await gb.getByRole('button', { name: 'Add member' }).click()
    for (const [i, phone] of phones.entries()) {
      const n = i + 1
      const member = gb.getByRole('listitem', { name: `Member ${n}`, exact: true })
      const field = gb.getByLabel(`Member ${n} phone`, { exact: true })
      if ((await field.inputValue()) === '') await field.fill(phone)
      await expect(field).toHaveValue(phone)
      await member.getByRole('button', { name: 'Verify phone' }).click()
      await gb.getByLabel(`Member ${n} OTP`).fill('123456')
      await member.getByRole('button', { name: 'Verify OTP' }).click()
      await expect(member).toContainText('Verified')
    }
    await gb.getByRole('button', { name: 'Proceed to Purchase' }).click()
    const sell = page.getByRole('dialog', { name: 'Sell Pack' })
    await expect(sell).toContainText('Group of 3 members')
    // The group's price is asked of the server once the group is known: read it once it has come.
    await expect(sell.getByTestId('total-payable')).not.toHaveText(onePrice)
    const total = await sell.getByTestId('total-payable').innerText()
    await sell.getByLabel('Card machine', { exact: true }).check()
    await sell.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await sell.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await page.getByRole('dialog', { name: PROCESSING_PAYMENT }).getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()

    // One order (the buyer's), paid once on the card machine, for the whole group's price.
    const orders = await ordersOf(page, ids[0] ?? '')
    console.log(`orders after group buy on the card machine: ${orders.length}`)
    expect(orders.map((o) => [o.orderStatus, o.paymentSource])).toEqual([['Successful', 'EDC']])
    expect(formatRupees(paise(orders[0]?.amount ?? 0))).toBe(total)
    await expect(success).toContainText(orders[0]?.orderId ?? '')
    expect((await terminalPayments(page, 1)).filter((p) => p.orderId === orders[0]?.orderId)).toEqual([])
    for (const id of ids.slice(1)) expect(await ordersOf(page, id)).toEqual([])
    for (const id of ids) expect((await membershipsOf(page, id)).map((m) => m.productId)).toEqual([PACK_ID])

    // After a reload, the buyer's profile shows the membership and the order.
    await success.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/user/)
    await page.reload()
    await expect(page.getByRole('table', { name: 'Memberships' })).toContainText(PACK_TITLE)
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText(PACK_TITLE)
  })
})

/** The pack's offers as the sandbox's packs call answers them. */
const packOffers = async (page: Page, packId: string): Promise<readonly { offerId: string; discount: number; isSpotOffer: boolean; uiLabels?: { description?: string } }[]> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.packsV2}`, { params: { centerId: 1 } })
  expect(res.ok()).toBe(true)
  const packs = ((await res.json()) as { packs: { id: string; offers: { offerId: string; discount: number; isSpotOffer: boolean; uiLabels?: { description?: string } }[] }[] }).packs
  return packs.find((p) => p.id === packId)?.offers ?? []
}

test.describe('spot offer on /sell-packs', () => {
  test("a spot offer granted in the Sell Pack modal: 'Offer Applied Successfully', the price drops by the offer, the order carries it", async ({ page }) => {
    test.setTimeout(60_000)
    await atKoramangala(page)
    await setTerminal(page, TERMINAL, { nextOutcome: 'APPROVE', autoApproveMs: null })
    const premium = 'PACK-1-PRO-6M'
    const spot = (await packOffers(page, premium)).find((o) => o.isSpotOffer)
    expect(spot, 'the premium pack carries a spot offer').toBeDefined()
    const userId = await newCustomer(page, nextPhone(), 'Spot')
    const dialog = await openSellPack(page, userId, 'PRO 6 months')
    const before = await dialog.getByTestId('total-payable').innerText()
    await dialog.getByRole('button', { name: `${APPLY_SPOT_OFFER}: ${spot?.uiLabels?.description ?? ''}` }).click()
    await expect(page.getByText(OFFER_APPLIED)).toBeVisible()
    const rupees = (t: string) => Number(t.replace(/[₹,]/g, ''))
    await expect(dialog.getByTestId('total-payable')).not.toHaveText(before)
    const after = await dialog.getByTestId('total-payable').innerText()
    expect(rupees(before) - rupees(after)).toBe(spot?.discount)

    await dialog.getByLabel('Card machine (terminal)').selectOption(TERMINAL)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    await page.getByRole('dialog', { name: PROCESSING_PAYMENT }).getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()
    const orders = await ordersOf(page, userId)
    expect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
    expect(formatRupees(paise(orders[0]?.amount ?? 0))).toBe(after)
    // The order carries the offer: the sandbox no longer offers the used grant for this pack.
    const eso = await page.request.post(`${API_BASE}/${PATHS.offersEligibility}`, { headers: { 'x-portal-request': '1', 'content-type': 'application/json' }, data: { userId, offerIds: [spot?.offerId] } })
    expect(((await eso.json()) as { result: string }).result).toBe('NOT_ELIGIBLE')

    await success.getByRole('button', { name: 'Done' }).click()
    await page.reload()
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText('PRO 6 months')
    await expect(page.getByRole('table', { name: 'Memberships' })).toContainText('PRO 6 months')
  })
})

for (const size of [{ width: 1366, height: 800 }, { width: 375, height: 812 }])
  test(`axe is clean on the Group-buy verification modal at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size)
    await atKoramangala(page)
    const userId = await newCustomer(page, nextPhone(), 'Axe')
    const dialog = await openSellPack(page, userId)
    await dialog.getByRole('button', { name: 'Buy as a group (2 to 5 members)' }).click()
    await expect(page.getByRole('dialog', { name: 'Group-buy verification' })).toBeVisible()
    const serious = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
