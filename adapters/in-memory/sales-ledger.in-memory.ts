import type { PurchaseOrder } from '../../core/payment/purchase'
import type { FulfilmentStatus, PaymentCompletion } from '../../core/payment/payment-terminal.port'
import type { CardMachine } from '../../core/selling/catalog'
import type { OrderRequestInput } from '../../core/selling/order-request.builder'
import type { Paise } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import type { GatewayError } from '../../core/shared/errors'
import { DECLINED_CODE, PENDING_THEN_APPROVE_MS, type TerminalOutcome } from '../http/contract/payment.codecs'
import { failedPaymentReport } from '../../core/payment/payment-codes.rule'

/** What a test (or the control page) can make the card machine do, as the sandbox terminal does. */
export type { TerminalOutcome }

export type PaymentState = 'WAITING' | 'PENDING' | 'UNDER_REVIEW' | 'SUCCESS' | 'FAILED'

export type LedgerPayment = {
  paymentId: string
  orderId: string
  tid: string
  requestId: string
  amount: Paise
  state: PaymentState
  failureCode?: string
  pendingUntil?: number
  createdAt: number
}

export type LedgerOrder = {
  readonly orderId: string
  readonly channel: 'CASH' | 'GROUP' | 'GATEWAY'
  readonly request: OrderRequestInput
  status: 'CREATED' | 'PAYMENT_COMPLETED' | 'PAYMENT_FAILED'
  readonly amount: Paise
  readonly createdAt: number
}

export type LedgerTerminal = { readonly tid: string; readonly centerId: number; readonly machineType: string; autoApproveMs: number | null; nextOutcome: TerminalOutcome | null }

/** A port operation a test can make fail once. */
export type LedgerOperation = 'createGatewayOrder' | 'paymentComplete' | 'checkPaymentSuccess' | 'fulfilmentStatus' | 'createCashOrder'

export type SalesLedgerOptions = {
  readonly clock: Clock
  /** Selling price (GST included) per product id. */
  readonly prices: Readonly<Record<string, Paise>>
  readonly terminals: readonly { readonly tid: string; readonly centerId: number; readonly autoApproveMs?: number | null }[]
  /** Group offer discount per member, per product id. */
  readonly groupDiscounts?: Readonly<Record<string, Paise>>
  /** false: gateway orders are confirmed by the older check-payment-success path. */
  readonly usePaymentCompleteV2?: boolean
  /** Centres the ledger knows (an unknown centre has no card-machine config); every terminal's centre by default. */
  readonly centreIds?: readonly number[]
}

/**
 * The shared state behind the in-memory OrderDesk and PaymentTerminal: orders, card terminals and
 * their payments, settled lazily with the clock exactly as the sandbox's terminal simulator is.
 * Tests script a terminal's next outcome, settle a payment, or make one call fail.
 */
export const createSalesLedger = (o: SalesLedgerOptions) => {
  const orders = new Map<string, LedgerOrder>()
  const payments = new Map<string, LedgerPayment>()
  const byKey = new Map<string, string>()
  const terminals = new Map<string, LedgerTerminal>(
    o.terminals.map((t) => [t.tid, { tid: t.tid, centerId: t.centerId, machineType: 'PAYTM_EDC', autoApproveMs: t.autoApproveMs ?? null, nextOutcome: null }]),
  )
  const failures = new Map<LedgerOperation, GatewayError[]>()
  const calls: string[] = []
  let seq = 0
  let usePaymentCompleteV2 = o.usePaymentCompleteV2 ?? true

  const setState = (p: LedgerPayment, state: PaymentState, extra: { failureCode?: string; pendingUntil?: number } = {}): void => {
    p.state = state
    if (extra.failureCode === undefined) delete p.failureCode
    else p.failureCode = extra.failureCode
    if (extra.pendingUntil === undefined) delete p.pendingUntil
    else p.pendingUntil = extra.pendingUntil
    const order = orders.get(p.orderId)
    if (order !== undefined && state === 'SUCCESS') order.status = 'PAYMENT_COMPLETED'
    if (order !== undefined && state === 'FAILED') order.status = 'PAYMENT_FAILED'
  }

  const settle = (p: LedgerPayment): LedgerPayment => {
    const now = o.clock.now()
    if (p.state === 'WAITING') {
      const auto = terminals.get(p.tid)?.autoApproveMs
      if (auto !== null && auto !== undefined && now >= p.createdAt + auto) setState(p, 'SUCCESS')
    } else if (p.state === 'PENDING' && p.pendingUntil !== undefined && now >= p.pendingUntil) setState(p, 'SUCCESS')
    return p
  }

  const apply = (p: LedgerPayment, outcome: TerminalOutcome): void => {
    settle(p)
    if (p.state !== 'WAITING' && p.state !== 'PENDING' && p.state !== 'UNDER_REVIEW') return
    switch (outcome) {
      case 'APPROVE':
        return setState(p, 'SUCCESS')
      case 'DECLINE':
        return setState(p, 'FAILED', { failureCode: DECLINED_CODE })
      case 'PENDING_THEN_APPROVE':
        return setState(p, 'PENDING', { pendingUntil: o.clock.now() + PENDING_THEN_APPROVE_MS })
      case 'UNDER_REVIEW':
        return setState(p, 'UNDER_REVIEW')
      case 'BUSY':
        return
      default:
        return setState(p, 'FAILED', { failureCode: outcome })
    }
  }

  /** Expected amount of an order: price per member, less the group offer and the exchange discount. */
  const priceOf = (r: OrderRequestInput, group: boolean): Paise | undefined => {
    let total = 0
    for (const p of r.products) {
      const price = o.prices[p.productId]
      if (price === undefined) return undefined
      const members = group ? (p.groupMembers?.length ?? 0) : 1
      const groupCut = group ? (o.groupDiscounts?.[p.productId] ?? 0) : 0
      total += Math.max(0, price - groupCut) * members - (p.exchange?.discount ?? 0)
    }
    return Math.max(0, total) as Paise
  }

  const failing = (op: LedgerOperation): GatewayError | undefined => {
    calls.push(op)
    return failures.get(op)?.shift()
  }

  const completion = (p: LedgerPayment): PaymentCompletion => {
    switch (p.state) {
      case 'SUCCESS':
        return { result: 'success' }
      case 'UNDER_REVIEW':
        return { result: 'under_review' }
      case 'FAILED': {
        const f = failedPaymentReport(p.failureCode)
        return { result: 'failed', failure: { title: f.title, subtitle: f.subtitle }, ...(p.failureCode === undefined ? {} : { code: p.failureCode }) }
      }
      default:
        return { result: 'pending' }
    }
  }

  const fulfilment = (p: LedgerPayment): FulfilmentStatus => {
    switch (p.state) {
      case 'SUCCESS':
        return { result: 'success', currentStage: 'FULFILLED' }
      case 'UNDER_REVIEW':
        return { result: 'under_review', currentStage: 'PAYMENT_VERIFICATION' }
      case 'PENDING':
        return { result: 'pending', currentStage: 'MEMBERSHIP_CREATION' }
      case 'FAILED': {
        const f = failedPaymentReport(p.failureCode)
        return { result: 'failed', currentStage: f.stage, failure: { title: f.title }, ...(p.failureCode === undefined ? {} : { code: p.failureCode }) }
      }
      default:
        return { result: 'pending', currentStage: 'PAYMENT_COLLECTION' }
    }
  }

  return {
    clock: o.clock,
    orders,
    payments,
    terminals,
    calls,
    byKey,
    nextId: (prefix: string): string => `${prefix}-${++seq}`,
    usesPaymentCompleteV2: (): boolean => usePaymentCompleteV2,
    knowsCentre: (centerId: number): boolean => (o.centreIds ?? o.terminals.map((t) => t.centerId)).includes(centerId),
    priceOf,
    failing,
    apply,
    settle,
    completion,
    fulfilment,
    machines: (centerId: number): readonly CardMachine[] =>
      [...terminals.values()].filter((t) => t.centerId === centerId).map((t) => ({ machineType: t.machineType, cardMachineTid: t.tid })),
    /** A payment still waiting for the card makes its terminal busy. */
    busy: (tid: string): boolean => [...payments.values()].some((p) => p.tid === tid && settle(p).state === 'WAITING'),
    paymentOf: (order: PurchaseOrder): LedgerPayment | undefined => {
      const p = payments.get(order.orderId)
      return p === undefined ? undefined : settle(p)
    },
    // ---- test controls ----
    /** Applied to the next payment on this terminal, then cleared. */
    setNextOutcome: (tid: string, outcome: TerminalOutcome | null): void => {
      const t = terminals.get(tid)
      if (t !== undefined) t.nextOutcome = outcome
    },
    setAutoApprove: (tid: string, ms: number | null): void => {
      const t = terminals.get(tid)
      if (t !== undefined) t.autoApproveMs = ms
    },
    /** Decides an open payment of an order, as a person at the machine would. */
    settlePayment: (orderId: string, outcome: TerminalOutcome): void => {
      const p = payments.get(orderId)
      if (p !== undefined) apply(p, outcome)
    },
    /** The next call of `op` fails with `error` (once per call). */
    failNext: (op: LedgerOperation, error: GatewayError): void => {
      failures.set(op, [...(failures.get(op) ?? []), error])
    },
    setUsePaymentCompleteV2: (v: boolean): void => {
      usePaymentCompleteV2 = v
    },
  }
}

export type SalesLedger = ReturnType<typeof createSalesLedger>
