import { randomUUID } from 'node:crypto'
import {
  type CheckPaymentSuccessAnswer,
  DECLINED_CODE,
  PENDING_THEN_APPROVE_MS,
  type FulfilmentStatusAnswer,
  type PaymentCompleteAnswer,
  type TerminalOutcome,
  type TerminalPaymentState,
  type TerminalPaymentWire,
  type TerminalWire,
} from '../../adapters/http/contract/payment.codecs'
import { failedPaymentReport } from '../../core/payment/payment-codes.rule'
import type { Db } from '../db/database'
import { failOrder, fulfilOrder } from './orders'

/**
 * The card terminal (EDC) simulator. A payment reaches a terminal in WAITING; a person (the
 * control page), a script (the API) or the terminal's default policy (approve after
 * autoApproveMs) decides its outcome. Settling is lazy: every read first applies what the clock
 * says has happened, so there are no timers and a test's injected clock drives everything.
 */

type RawTerminal = { tid: string; centre_id: number; machine_type: string; auto_approve_ms: number | null; next_outcome: TerminalOutcome | null }
type RawPayment = {
  payment_id: string
  order_id: string
  tid: string
  request_id: string
  amount_paise: number
  state: TerminalPaymentState
  failure_code: string | null
  pending_until: number | null
  created_at: number
}

const OPEN_STATES: readonly TerminalPaymentState[] = ['WAITING', 'PENDING', 'UNDER_REVIEW']

export const terminalByTid = (db: Db, tid: string): RawTerminal | undefined =>
  db.prepare('SELECT * FROM card_terminals WHERE tid = ?').get(tid) as RawTerminal | undefined

export const terminalsAt = (db: Db, centreId: number): RawTerminal[] =>
  db.prepare('SELECT * FROM card_terminals WHERE centre_id = ? ORDER BY position').all(centreId) as RawTerminal[]

export const paymentById = (db: Db, paymentId: string): RawPayment | undefined =>
  db.prepare('SELECT * FROM terminal_payments WHERE payment_id = ?').get(paymentId) as RawPayment | undefined

export const paymentForOrder = (db: Db, orderId: string): RawPayment | undefined =>
  db.prepare('SELECT * FROM terminal_payments WHERE order_id = ?').get(orderId) as RawPayment | undefined

export const paymentForRequest = (db: Db, requestId: string): RawPayment | undefined =>
  db.prepare('SELECT * FROM terminal_payments WHERE request_id = ?').get(requestId) as RawPayment | undefined

const setState = (db: Db, p: RawPayment, state: TerminalPaymentState, at: number, extra: { failureCode?: string; pendingUntil?: number } = {}): void => {
  db.prepare('UPDATE terminal_payments SET state = ?, failure_code = ?, pending_until = ?, decided_at = ? WHERE payment_id = ?').run(
    state,
    extra.failureCode ?? null,
    extra.pendingUntil ?? null,
    at,
    p.payment_id,
  )
  if (state === 'SUCCESS') fulfilOrder(db, p.order_id, at)
  if (state === 'FAILED') failOrder(db, p.order_id, at, `Card payment failed: ${extra.failureCode ?? 'declined'}`)
}

/**
 * Applies an outcome to an open payment. BUSY is not an outcome of a payment already on the
 * machine (it refuses the next one), so it is refused here.
 */
export const applyOutcome = (db: Db, paymentId: string, outcome: TerminalOutcome, now: number): 'applied' | 'settled' | 'missing' | 'busy-not-allowed' => {
  if (outcome === 'BUSY') return 'busy-not-allowed'
  const p = paymentById(db, paymentId)
  if (p === undefined) return 'missing'
  settle(db, p, now)
  const fresh = paymentById(db, paymentId)
  if (fresh === undefined || !OPEN_STATES.includes(fresh.state)) return 'settled'
  db.transaction(() => {
    switch (outcome) {
      case 'APPROVE':
        return setState(db, fresh, 'SUCCESS', now)
      case 'DECLINE':
        return setState(db, fresh, 'FAILED', now, { failureCode: DECLINED_CODE })
      case 'PENDING_THEN_APPROVE':
        return setState(db, fresh, 'PENDING', now, { pendingUntil: now + PENDING_THEN_APPROVE_MS })
      case 'UNDER_REVIEW':
        return setState(db, fresh, 'UNDER_REVIEW', now)
      default:
        return setState(db, fresh, 'FAILED', now, { failureCode: outcome })
    }
  })()
  return 'applied'
}

/** Applies the default policy and the end of a pending period, as of `now`. */
export const settle = (db: Db, p: RawPayment, now: number): void => {
  if (p.state === 'WAITING') {
    const t = terminalByTid(db, p.tid)
    const auto = t?.auto_approve_ms
    if (auto !== null && auto !== undefined && now >= p.created_at + auto) setState(db, p, 'SUCCESS', p.created_at + auto)
  } else if (p.state === 'PENDING' && p.pending_until !== null && now >= p.pending_until) setState(db, p, 'SUCCESS', p.pending_until)
}

export const settleTerminal = (db: Db, tid: string, now: number): void => {
  for (const p of db.prepare("SELECT * FROM terminal_payments WHERE tid = ? AND state IN ('WAITING', 'PENDING')").all(tid) as RawPayment[]) settle(db, p, now)
}

/** A payment still waiting for the card on this terminal makes it busy. */
export const terminalBusy = (db: Db, tid: string, now: number): boolean => {
  settleTerminal(db, tid, now)
  return db.prepare("SELECT 1 FROM terminal_payments WHERE tid = ? AND state = 'WAITING'").get(tid) !== undefined
}

/** Takes the terminal's next outcome (it applies once). */
export const takeNextOutcome = (db: Db, tid: string): TerminalOutcome | null => {
  const t = terminalByTid(db, tid)
  if (t === undefined || t.next_outcome === null) return null
  db.prepare('UPDATE card_terminals SET next_outcome = NULL WHERE tid = ?').run(tid)
  return t.next_outcome
}

/** Puts a new payment on the terminal, WAITING, then applies a scripted outcome if one was set. */
export const startPayment = (db: Db, orderId: string, tid: string, requestId: string, amountPaise: number, outcome: TerminalOutcome | null, now: number): string => {
  const paymentId = `GW-${randomUUID()}`
  db.prepare(
    "INSERT INTO terminal_payments (payment_id, order_id, tid, request_id, amount_paise, state, created_at, centre_id) VALUES (?, ?, ?, ?, ?, 'WAITING', ?, (SELECT centre_id FROM sale_orders WHERE order_id = ?))",
  ).run(paymentId, orderId, tid, requestId, amountPaise, now, orderId)
  if (outcome !== null) applyOutcome(db, paymentId, outcome, now)
  return paymentId
}

/** The payment as of `now` (settled first). */
export const currentPayment = (db: Db, paymentId: string, now: number): RawPayment | undefined => {
  const p = paymentById(db, paymentId)
  if (p === undefined) return undefined
  settle(db, p, now)
  return paymentById(db, paymentId)
}

export const checkSuccessAnswer = (p: RawPayment): CheckPaymentSuccessAnswer => {
  switch (p.state) {
    case 'SUCCESS':
      return { orderId: p.order_id, success: true, status: 'SUCCESS', code: null, message: null }
    case 'UNDER_REVIEW':
      return { orderId: p.order_id, success: false, status: 'UNDER_REVIEW', code: null, message: null }
    case 'FAILED':
      return { orderId: p.order_id, success: false, status: 'FAILED', code: p.failure_code, message: failedPaymentReport(p.failure_code).title }
    default:
      return { orderId: p.order_id, success: false, status: 'PENDING', code: null, message: null }
  }
}

export const paymentCompleteAnswer = (p: RawPayment): PaymentCompleteAnswer => {
  const none = { failureMessage: null, title: null, subtitle: null, code: null }
  switch (p.state) {
    case 'SUCCESS':
      return { result: 'success', ...none }
    case 'UNDER_REVIEW':
      return { result: 'under_review', ...none }
    case 'FAILED': {
      const f = failedPaymentReport(p.failure_code)
      return { result: 'failed', failureMessage: f.title, title: f.title, subtitle: f.subtitle, code: p.failure_code }
    }
    default:
      return { result: 'pending', ...none }
  }
}

export const fulfilmentAnswer = (p: RawPayment): FulfilmentStatusAnswer => {
  const base = { orderId: p.order_id, failureMessage: null, code: null }
  switch (p.state) {
    case 'SUCCESS':
      return { ...base, result: 'success', currentStage: 'FULFILLED' }
    case 'UNDER_REVIEW':
      return { ...base, result: 'under_review', currentStage: 'PAYMENT_VERIFICATION' }
    case 'PENDING':
      return { ...base, result: 'pending', currentStage: 'MEMBERSHIP_CREATION' }
    case 'WAITING':
      return { ...base, result: 'pending', currentStage: 'PAYMENT_COLLECTION' }
    case 'FAILED': {
      const f = failedPaymentReport(p.failure_code)
      return { orderId: p.order_id, result: 'failed', currentStage: f.stage, failureMessage: f.title, code: p.failure_code }
    }
  }
}

export const paymentWire = (p: RawPayment): TerminalPaymentWire => ({
  paymentId: p.payment_id,
  orderId: p.order_id,
  tid: p.tid,
  amount: p.amount_paise,
  state: p.state,
  failureCode: p.failure_code,
  createdAt: p.created_at,
  pendingUntil: p.pending_until,
})

/** Terminals (all, or one centre's) with their open payments, as of `now`. */
export const terminalsWire = (db: Db, now: number, centreId?: number): TerminalWire[] => {
  const rows = (
    centreId === undefined ? db.prepare('SELECT * FROM card_terminals ORDER BY centre_id, position').all() : terminalsAt(db, centreId)
  ) as RawTerminal[]
  return rows.map((t) => {
    settleTerminal(db, t.tid, now)
    const payments = (
      db.prepare("SELECT * FROM terminal_payments WHERE tid = ? AND state IN ('WAITING', 'PENDING', 'UNDER_REVIEW') ORDER BY created_at").all(t.tid) as RawPayment[]
    ).map(paymentWire)
    return { tid: t.tid, centerId: t.centre_id, machineType: t.machine_type, autoApproveMs: t.auto_approve_ms, nextOutcome: t.next_outcome, payments }
  })
}

export const setTerminalPolicy = (db: Db, tid: string, policy: { nextOutcome?: TerminalOutcome | null; autoApproveMs?: number | null }): void => {
  if (policy.nextOutcome !== undefined) db.prepare('UPDATE card_terminals SET next_outcome = ? WHERE tid = ?').run(policy.nextOutcome, tid)
  if (policy.autoApproveMs !== undefined) db.prepare('UPDATE card_terminals SET auto_approve_ms = ? WHERE tid = ?').run(policy.autoApproveMs, tid)
}
