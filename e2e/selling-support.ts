import { type Page, expect } from '@playwright/test'
import type { GatewayOrderAnswer, TerminalOutcome, TerminalPaymentWire, TerminalWire } from '../adapters/http/contract/payment.codecs'
import type { UserResultWire } from '../adapters/http/contract/customer.codecs'
import type { OrdersWire } from '../adapters/http/contract/order.codecs'
import { PATHS, fulfilmentStatusPath } from '../adapters/http/contract/paths'
import { PATHS_SANDBOX, terminalPolicyPath } from '../adapters/http/contract/sandbox-paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { CASH_COLLECTED_LABEL, DONE, PURCHASE_SUCCESSFUL_TITLE, SELL_PACK_BUTTON, SELL_PACK_TITLE } from '../core/shared/messages'

/*
 * The sandbox's own answers for the selling journeys: customers are created through the API (the
 * journeys are about selling, not registering), the terminal's next outcome is set through its
 * control API, and what a sale created is read back from the orders and memberships calls.
 */

const WRITE = { 'x-portal-request': '1', 'content-type': 'application/json' }

/** A new customer for a journey (create user by phone); answers the user id. */
export const newCustomer = async (page: Page, phone: string, firstName: string): Promise<string> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.createUser}`, { headers: WRITE, data: { phone, firstName, lastName: 'Buyer' } })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as UserResultWire).user.id
}

/** The terminal's next outcome (applied to its next payment) and its default policy. */
export const setTerminal = async (page: Page, tid: string, policy: { readonly nextOutcome?: TerminalOutcome | null; readonly autoApproveMs?: number | null }): Promise<void> => {
  const res = await page.request.post(`${API_BASE}/${terminalPolicyPath(tid)}`, { headers: WRITE, data: policy })
  expect(res.ok(), await res.text()).toBe(true)
}

export type TerminalPayment = TerminalPaymentWire

/** Every payment the sandbox's terminals hold for an order of this customer. */
export const terminalPayments = async (page: Page, centerId: number): Promise<readonly TerminalPayment[]> => {
  const res = await page.request.get(`${API_BASE}/${PATHS_SANDBOX.terminals}`, { params: { centerId } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { terminals: TerminalWire[] }).terminals.flatMap((t) => t.payments)
}

/** The customer's orders as the sandbox holds them (order history). */
export const ordersOf = async (page: Page, userId: string): Promise<OrdersWire['orders']> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.orders}`, { params: { userId } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as OrdersWire).orders
}

type ActiveMembership = { readonly id: string; readonly productId: string; readonly name: string; readonly start: number; readonly end: number; readonly orderId: string | null; readonly status: string }

/** The customer's active and upcoming memberships (selling's view). */
export const membershipsOf = async (page: Page, userId: string): Promise<readonly ActiveMembership[]> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.activeMemberships}`, { params: { userId } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { memberships: ActiveMembership[] }).memberships
}

/** The sandbox's fulfilment status of an order (what the portal polls while waiting). */
export const fulfilmentStatusOf = async (page: Page, orderId: string): Promise<{ result: 'success' | 'pending' | 'under_review' | 'failed'; currentStage?: string }> => {
  const res = await page.request.get(`${API_BASE}/${fulfilmentStatusPath(orderId)}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as { result: 'success' | 'pending' | 'under_review' | 'failed'; currentStage?: string }
}

const post = async (page: Page, path: string, data: unknown, headers: Record<string, string> = {}) => {
  const res = await page.request.post(`${API_BASE}/${path}`, { headers: { ...WRITE, ...headers }, data })
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return res.json() as Promise<unknown>
}

/** The one-month gym pack of Koramangala Gym (centre 1, service 1001). */
const GYM_MONTH = 'PACK-1-SELECT-1M'

/** The order of a one-month gym membership from its earliest start, as the portal builds it. */
const gymMonthOrder = async (page: Page, userId: string) => {
  const start = (await post(page, PATHS.earliestStart, { durationSeconds: 30 * 86400, tenant: 'GYMFIT', userId, isPtPack: false, centerServiceId: 1001 })) as { suggestedStartDate: number }
  return {
    userId,
    deviceId: 'e2e',
    source: 'CENTER_PORTAL',
    cityId: 1,
    esoOfferIds: [],
    orderProducts: [{ productId: GYM_MONTH, quantity: 1, option: { startDate: start.suggestedStartDate, centerId: 1 } }],
    clientMetadata: { centerId: 1, centerServiceCenterId: 1001, createdBy: 'e2e', isOnboardingSession: false },
  }
}

/** A one-month gym membership paid by card on terminal `tid` through the API; answers the order's id. */
export const sellGymMonthByCard = async (page: Page, userId: string, tid: string, requestId: string): Promise<string> => {
  const created = (await post(page, PATHS.createGatewayOrder, {
    orderReqBody: await gymMonthOrder(page, userId),
    paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid, requestId } },
  })) as GatewayOrderAnswer
  return created.order.orderId
}

/**
 * A one-month gym membership from today for a customer of Koramangala Gym (centre 1), sold in cash
 * through the API with the cash OTP verified on the selling staff member's own phone, as the portal does.
 */
export const giveGymMembership = async (page: Page, userId: string, staffPhone: string): Promise<void> => {
  const packs = (await (await page.request.get(`${API_BASE}/${PATHS.packs}`, { params: { centerId: 1, userId } })).json()) as { packs: { productId: string; price: { sellingPrice: number } }[] }
  const pack = packs.packs.find((p) => p.productId === GYM_MONTH)!
  const amount = Math.round(pack.price.sellingPrice * 100)
  const target = { namespace: 'CENTER_PORTAL', identifier: `+91-${staffPhone}`, context: 'CASH_PAYMENT' }
  await post(page, PATHS.sendOtp, { ...target, userData: { phone: { phoneNumber: staffPhone, countryCallingCode: '+91' } }, mediums: ['sms'] })
  await post(page, PATHS.verifyOtp, { ...target, otp: '123456', sale: { userId, amount } })
  await post(
    page,
    PATHS.createCashOrder,
    {
      orderReqBody: await gymMonthOrder(page, userId),
      paymentSuccessReqBody: { channel: 'MANUAL', currency: 'INR', paymentModes: [{ mode: 'CASH', amount }] },
    },
    { 'idempotency-key': `e2e-gym-${userId}` },
  )
}

/**
 * In the open Sell Pack modal: pays the total in cash, verifies the cash OTP sent to the staff
 * member's own phone (the sandbox's fixed OTP), and closes the success dialog with Done.
 */
export const payInCashWithOtp = async (page: Page, otp = '123456'): Promise<void> => {
  const sell = page.getByRole('dialog', { name: SELL_PACK_TITLE })
  const total = (await sell.getByTestId('total-payable').innerText()).replace(/[₹,]/g, '')
  await sell.getByLabel('Cash', { exact: true }).check()
  await sell.getByLabel(CASH_COLLECTED_LABEL).fill(total)
  await sell.getByRole('button', { name: SELL_PACK_BUTTON }).click()
  const dialog = page.getByRole('dialog', { name: 'OTP verification' })
  await dialog.getByLabel('OTP sent to your phone').fill(otp)
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL_TITLE }).getByRole('button', { name: DONE }).click()
}
