import { PATHS } from '../../adapters/http/contract/paths'
import { createHttpOrderDesk } from '../../adapters/http/order-desk.http'
import { createHttpPaymentTerminal } from '../../adapters/http/payment-terminal.http'
import { createHttpOtpService } from '../../adapters/http/otp-service.http'
import { CASH_SALE_OTP_CONTEXT, SALE_OTP_NAMESPACE } from '../../core/shared/constants'
import { createSystemClockLike } from './selling-contract-clock'
import { createInMemoryOrderDesk } from '../../adapters/in-memory/order-desk.in-memory'
import { createInMemoryPaymentTerminal } from '../../adapters/in-memory/payment-terminal.in-memory'
import { type TerminalOutcome, createSalesLedger } from '../../adapters/in-memory/sales-ledger.in-memory'
import type { PaymentTerminal } from '../../core/payment/payment-terminal.port'
import type { OrderDesk } from '../../core/selling/order-desk.port'
import type { OrderRequestInput } from '../../core/selling/order-request.builder'
import { type Paise, epochMs, paise } from '../../core/shared/brands'
import { apiFetch, httpClientAs, signIn } from './sandbox-client'
import type { HttpClient } from '../../adapters/http/http-client'

/** The sandbox's CULT centre 6 (company-owned) with its one card machine and a one-month pack. */
export const CONTRACT_CENTRE = { id: 6, centerServiceId: 1006, cityId: 1 }
export const CONTRACT_TID = 'EDC-1006-A'
export const CONTRACT_PACK = 'PACK-6-ELITE-1M'
/** ₹3,000 + 18 % GST. */
export const CONTRACT_PRICE: Paise = paise(354_000)

export type Payments = {
  readonly orders: OrderDesk
  readonly terminal: PaymentTerminal
  /** Sets the terminal's next outcome (the sandbox's policy call, or the ledger's control). */
  script(tid: string, outcome: TerminalOutcome): Promise<void>
  /** A customer the backend knows, to sell to (the sandbox refuses sales to unknown users). */
  newCustomer(): Promise<string>
  /**
   * The cash OTP step before a cash order at a company-owned centre: the
   * sandbox refuses the order without it; the in-memory desk leaves the step to the use case.
   */
  verifyCash(userId: string, amount: Paise): Promise<void>
}

export const orderFor = (userId: string, productId = CONTRACT_PACK): OrderRequestInput => ({
  userId,
  deviceId: 'contract',
  source: 'CENTER_PORTAL',
  cityId: CONTRACT_CENTRE.cityId,
  esoOfferIds: [],
  products: [{ productId, startDate: epochMs(Date.now()) }],
  centerId: CONTRACT_CENTRE.id,
  centerServiceCenterId: CONTRACT_CENTRE.centerServiceId,
  createdBy: 'staff-owner',
  isOnboardingSession: false,
})

export const inMemoryPayments = async (): Promise<Payments> => {
  const ledger = createSalesLedger({
    clock: createSystemClockLike(),
    prices: { [CONTRACT_PACK]: CONTRACT_PRICE },
    terminals: [{ tid: CONTRACT_TID, centerId: CONTRACT_CENTRE.id, autoApproveMs: 3000 }],
    centreIds: [1, 2, 3, 4, 5, 6, 7, 8],
  })
  return {
    orders: createInMemoryOrderDesk(ledger),
    terminal: createInMemoryPaymentTerminal(ledger),
    script: async (tid, outcome) => ledger.setNextOutcome(tid, outcome),
    newCustomer: async () => `contract-user-${Math.random().toString(36).slice(2, 10)}`,
    verifyCash: async () => undefined,
  }
}

export const httpPayments = async (): Promise<Payments> => {
  const http = await httpClientAs('owner')
  const session = await signIn('owner')
  return {
    orders: createHttpOrderDesk(http),
    terminal: createHttpPaymentTerminal(http),
    script: async (tid, outcome) => {
      const r = await apiFetch(session, `sandbox/terminals/${tid}/policy`, { body: { nextOutcome: outcome } })
      if (r.status !== 200) throw new Error(`could not script ${tid}: ${r.status}`)
    },
    newCustomer: async () => {
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const r = await apiFetch(session, PATHS.createUser, { body: { phone, firstName: 'Contract', lastName: 'Buyer' } })
      if (r.status !== 200 && r.status !== 201) throw new Error(`could not create a customer: ${r.status} ${JSON.stringify(r.body)}`)
      return (r.body as { user: { id: string } }).user.id
    },
    verifyCash: (userId, amount) => verifyOwnerCashOtp(http, session, userId, amount),
  }
}

/**
 * Verifies a cash OTP for a sale as the owner persona would: sent to the
 * owner's own phone (sandbox/seed/personas.ts) through the real OTP adapter, the code read in the
 * sandbox's SMS outbox, then verified for the customer and the amount.
 */
export const verifyOwnerCashOtp = async (http: HttpClient, session: string, userId: string, amount: Paise): Promise<void> => {
  const otp = createHttpOtpService(http)
  const target = { phone: '9800000001', namespace: SALE_OTP_NAMESPACE, context: CASH_SALE_OTP_CONTEXT, sale: { userId, amount } }
  const sent = await otp.send(target)()
  if (sent._tag === 'Left') throw new Error(`could not send the cash OTP: ${JSON.stringify(sent.left)}`)
  const box = await apiFetch(session, 'sandbox/outbox?limit=20')
  const sms = (box.body as { messages: { phone: string; kind: string; body: string }[] }).messages.find((m) => m.phone === target.phone && m.kind === 'OTP')
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? ''
  const verified = await otp.verify(target, code)()
  if (verified._tag === 'Left') throw new Error(`could not verify the cash OTP: ${JSON.stringify(verified.left)}`)
}
