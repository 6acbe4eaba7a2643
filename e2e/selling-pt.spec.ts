import { type Page, expect, test } from '@playwright/test'
import { PATHS } from '../adapters/http/contract/paths'
import type { PtPacksWire } from '../adapters/http/contract/pt.codecs'
import { API_BASE } from '../adapters/http/contract/wire'
import {
  CASH_SALE_OTP_REQUIRED,
  COLLECT_PAYMENT_AND_CONTINUE,
  OTP_SENT,
  PROCESSING_PAYMENT,
  PT_OTP_LABEL,
  PT_OTP_TITLE,
  PURCHASE_SUCCESSFUL_TITLE,
  SELL_PACK_BUTTON,
  SEND_OTP,
  VERIFY_OTP,
} from '../core/shared/messages'
import { giveGymMembership, newCustomer, ordersOf, setTerminal } from './selling-support'
import { sandboxNow, signInAsPersona, staffAccessOf } from './support'

/*
 * Sell Personal Training and the sale OTPs the sandbox enforces.
 * Customers and their gym membership are made through the API (the journeys are about the PT
 * sale); what a sale made is read back from the sandbox's answers, after a reload.
 */

const WRITE = { 'x-portal-request': '1', 'content-type': 'application/json' }
const RUN = String(Date.now() % 1e5).padStart(5, '0')
let seq = 0
const nextPhone = (): string => `95${RUN}${String(seq++).padStart(3, '0')}`
/** The centre manager persona's own phone (sandbox/seed/personas.ts): the cash OTP goes there. */
const CM_PHONE = '9800000002'
const OTP = '123456'

const atKoramangala = async (page: Page): Promise<void> => {
  await signInAsPersona(page, 'centre-manager')
  expect((await staffAccessOf(page)).selected?.id).toBe(1)
}

/** A customer with a gym membership from today (sold through the API, cash OTP verified as the portal does). */
const memberWithGymPack = async (page: Page, first: string): Promise<{ userId: string; phone: string }> => {
  const phone = nextPhone()
  const userId = await newCustomer(page, phone, first)
  await giveGymMembership(page, userId, CM_PHONE)
  return { userId, phone }
}

/** The customer's PT packs as the sandbox holds them (the profile's PT block reads the same). */
const ptPacksOf = async (page: Page, userId: string) =>
  ((await (await page.request.get(`${API_BASE}/${PATHS.ptPacks}`, { params: { userId } })).json()) as PtPacksWire).ptPacks

const openPack = async (page: Page, userId: string, title: string) => {
  await page.goto(`/pt?userId=${encodeURIComponent(userId)}`)
  const card = page.getByRole('article', { name: title })
  // No trainer is chosen for the desk: pick the first of the pack's level.
  const trainer = card.getByLabel('Trainer')
  await expect(trainer).toHaveValue('')
  await trainer.selectOption({ index: 1 })
  return card
}

test.describe('Sell Personal Training', () => {
  test.slow()

  test('a PT pack with a spot offer: the price drop asks the customer’s OTP, then cash with the staff OTP; the sandbox holds the PT pack', async ({ page }) => {
    await atKoramangala(page)
    const { userId } = await memberWithGymPack(page, 'PtDrop')
    const card = await openPack(page, userId, 'Personal training L1: 12 sessions')
    await card.getByRole('checkbox', { name: /Apply spot offer/ }).check()
    await card.getByRole('button', { name: SELL_PACK_BUTTON }).click()

    // Below the list price: the customer's OTP first (part 2 §4 PT sale rules).
    const drop = page.getByRole('dialog', { name: PT_OTP_TITLE })
    await drop.getByRole('button', { name: SEND_OTP }).click()
    await expect(drop.getByRole('status')).toHaveText(OTP_SENT)
    await drop.getByLabel(PT_OTP_LABEL).fill(OTP)
    await drop.getByRole('button', { name: VERIFY_OTP }).click()

    const sell = page.getByRole('dialog', { name: 'Sell Pack' })
    const total = (await sell.getByTestId('total-payable').innerText()).replace(/[₹,]/g, '')
    await sell.getByLabel('Cash', { exact: true }).check()
    await sell.getByLabel('Cash collected (₹)').fill(total)
    await sell.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const otp = page.getByRole('dialog', { name: 'OTP verification' })
    await otp.getByLabel('OTP sent to your phone').fill(OTP)
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL_TITLE })
    await expect(success).toBeVisible()

    await page.reload()
    const orders = await ordersOf(page, userId)
    expect(orders.map((o) => [o.orderStatus, o.packName])).toContainEqual(['Successful', 'Personal training L1: 12 sessions'])
    const pt = orders.find((o) => o.packName === 'Personal training L1: 12 sessions')!
    expect(pt.amount).toBe(Math.round(Number(total) * 100))
    expect((await ptPacksOf(page, userId)).map((p) => p.benefits[0]?.maxTickets)).toEqual([12])
  })

  test('the sandbox refuses that PT sale when the price-drop OTP was skipped (a script calling the API)', async ({ page }) => {
    await atKoramangala(page)
    const { userId } = await memberWithGymPack(page, 'PtApi')
    const startDate = await sandboxNow(page)
    const res = await page.request.post(`${API_BASE}/${PATHS.createCashOrder}`, {
      headers: { ...WRITE, 'idempotency-key': `e2e-pt-${userId}` },
      data: {
        orderReqBody: {
          userId,
          deviceId: 'e2e',
          source: 'CENTER_PORTAL',
          cityId: 1,
          esoOfferIds: [],
          orderProducts: [{ productId: 'PT-1-L1-8', quantity: 1, option: { startDate, centerId: 1, ptOptions: { trainerId: 'staff-trainer' } } }],
          clientMetadata: { centerId: 1, centerServiceCenterId: 1001, createdBy: 'e2e', isOnboardingSession: false },
        },
        paymentSuccessReqBody: { channel: 'MANUAL', currency: 'INR', paymentModes: [{ mode: 'CASH', amount: 472_000 }] },
      },
    })
    expect(res.status()).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(CASH_SALE_OTP_REQUIRED)
  })

  test('a PT pack at its list price on the card machine: no OTP, Processing Payment, Purchase successful; one order after a reload', async ({ page }) => {
    await atKoramangala(page)
    const { userId } = await memberWithGymPack(page, 'PtCard')
    await setTerminal(page, 'EDC-1001-B', { nextOutcome: 'APPROVE', autoApproveMs: null })
    const card = await openPack(page, userId, 'Personal training L2: 8 sessions')
    await card.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const sell = page.getByRole('dialog', { name: 'Sell Pack' })
    await expect(sell.getByTestId('total-payable')).toBeVisible()
    await sell.getByLabel('Card machine (terminal)').selectOption('EDC-1001-B')
    await sell.getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const processing = page.getByRole('dialog', { name: PROCESSING_PAYMENT })
    await processing.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }).click()
    await expect(page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL_TITLE })).toBeVisible()

    await page.reload()
    const pt = (await ordersOf(page, userId)).filter((o) => o.packName === 'Personal training L2: 8 sessions')
    expect(pt.map((o) => o.orderStatus)).toEqual(['Successful'])
    expect((await ptPacksOf(page, userId)).map((p) => p.benefits[0]?.maxTickets)).toEqual([8])
  })
})
