import { type Page, expect } from '@playwright/test'
import type { TerminalOutcome, TerminalPaymentWire, TerminalWire } from '../adapters/http/contract/payment.codecs'
import type { UserResultWire } from '../adapters/http/contract/customer.codecs'
import type { OrdersWire } from '../adapters/http/contract/order.codecs'
import { PATHS, fulfilmentStatusPath } from '../adapters/http/contract/paths'
import { PATHS_SANDBOX, terminalPolicyPath } from '../adapters/http/contract/sandbox-paths'
import { API_BASE } from '../adapters/http/contract/wire'

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
