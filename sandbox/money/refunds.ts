import { createHash, randomUUID } from 'node:crypto'
import { PENDING_THEN_APPROVE_MS } from '../../adapters/http/contract/payment.codecs'
import type { MembershipOnRefundWire, OrderRefundsWire, RefundBody, RefundWire } from '../../adapters/http/contract/money.codecs'
import { refundPaymentStatus, refundableLeft } from '../../core/money/refund-limit.rule'
import { paise } from '../../core/shared/brands'
import type { Db } from '../db/database'
import type { StoredOrder } from '../selling/orders'
import { mirrorMembershipEnd } from '../selling/profile-mirror'
import { issueCreditNote } from './credit-notes'

/**
 * Refunds of orders (table order_refunds): what a GST credit note needs later, one row a refund.
 * A card refund goes through the gateway of the terminal that took the payment and follows the
 * terminal simulator's script (sandbox/selling/terminal.ts): approved at once (with an ARN),
 * declined (FAILED, nothing refunded), or pending for PENDING_THEN_APPROVE_MS and then approved,
 * settled lazily when read, as terminal payments are.
 */

type RefundRow = {
  refund_id: string
  order_id: string
  amount_paise: number
  mode: RefundWire['mode']
  status: RefundWire['status']
  arn: string | null
  failure_code: string | null
  pending_until: number | null
  reason: RefundWire['reason']
  remarks: string | null
  membership_action: MembershipOnRefundWire
  staff_id: string
  created_at: number
  idempotency_key: string
  drawer_id: string | null
}

/** A 12-digit acquirer reference number derived from the refund id (the gateway's answer). */
export const arnOf = (refundId: string): string => `7${String(parseInt(createHash('sha256').update(refundId).digest('hex').slice(0, 12), 16)).padStart(11, '0').slice(0, 11)}`

const rowsOf = (db: Db, orderId: string): RefundRow[] => db.prepare('SELECT * FROM order_refunds WHERE order_id = ? ORDER BY created_at, refund_id').all(orderId) as RefundRow[]

export const refundWire = (r: RefundRow): RefundWire => ({
  refundId: r.refund_id,
  orderId: r.order_id,
  amount: r.amount_paise,
  mode: r.mode,
  status: r.status,
  arn: r.arn,
  failureCode: r.failure_code,
  reason: r.reason,
  remarks: r.remarks,
  staffId: r.staff_id,
  createdAt: r.created_at,
  drawerId: r.drawer_id,
})

export const refundById = (db: Db, refundId: string): RefundRow | undefined => db.prepare('SELECT * FROM order_refunds WHERE refund_id = ?').get(refundId) as RefundRow | undefined

/** The refunds that hold money back: done, or still with the gateway. */
export const ledgerOf = (db: Db, order: StoredOrder, succeededOnly = false) => ({
  paid: paise(order.amountPaise),
  refunds: rowsOf(db, order.orderId)
    .filter((r) => r.status === 'SUCCESS' || (!succeededOnly && r.status === 'PENDING'))
    .map((r) => ({ key: r.refund_id, amount: paise(r.amount_paise) })),
})

/** Mirrors the refunds onto the customer's order history (Order Details: payment status and ARNs). */
export const mirrorRefunds = (db: Db, order: StoredOrder): void => {
  const raw = db.prepare('SELECT data FROM customer_orders WHERE order_id = ?').pluck().get(order.orderId) as string | undefined
  if (raw === undefined) return
  const done = rowsOf(db, order.orderId).filter((r) => r.status === 'SUCCESS')
  const data = {
    ...(JSON.parse(raw) as Record<string, unknown>),
    currentPaymentStatus: refundPaymentStatus(ledgerOf(db, order, true)),
    refundData: done.filter((r) => r.arn !== null).map((r) => ({ arn: r.arn ?? '' })),
    refundedAmount: done.reduce((s, r) => s + r.amount_paise, 0),
  }
  db.prepare('UPDATE customer_orders SET data = ? WHERE order_id = ?').run(JSON.stringify(data), order.orderId)
}

/** Settles the order's pending card refunds whose time has come (approved, with an ARN). */
export const settleRefunds = (db: Db, order: StoredOrder, now: number): void => {
  const due = rowsOf(db, order.orderId).filter((r) => r.status === 'PENDING' && r.pending_until !== null && r.pending_until <= now)
  if (due.length === 0) return
  db.transaction(() => {
    for (const r of due) {
      db.prepare("UPDATE order_refunds SET status = 'SUCCESS', arn = ?, pending_until = NULL WHERE refund_id = ?").run(arnOf(r.refund_id), r.refund_id)
      // Approved now: the credit note is issued now, in the same transaction.
      issueCreditNote(db, r, now)
    }
    mirrorRefunds(db, order)
  })()
}

export const orderRefundsWire = (db: Db, order: StoredOrder): OrderRefundsWire => {
  const ledger = ledgerOf(db, order)
  const done = ledgerOf(db, order, true)
  return {
    orderId: order.orderId,
    paid: order.amountPaise,
    refunded: done.refunds.reduce((s, r) => s + r.amount, 0),
    refundable: order.status === 'PAYMENT_COMPLETED' ? refundableLeft(ledger) : 0,
    paymentStatus: order.status === 'PAYMENT_COMPLETED' ? refundPaymentStatus(done) : 'UNPAID',
    mode: order.channel === 'GATEWAY' ? 'CARD' : 'CASH',
    refunds: rowsOf(db, order.orderId).map(refundWire),
    membershipEnd: latestEndOf(db, order.orderId) ?? null,
  }
}

export type NewRefund = {
  readonly order: StoredOrder
  readonly body: RefundBody
  readonly staffId: string
  readonly key: string
  readonly status: RefundWire['status']
  readonly failureCode?: string
  readonly drawerId?: string
  readonly now: number
}

export const insertRefund = (db: Db, r: NewRefund): RefundRow => {
  const id = `RFD-${randomUUID()}`
  db.prepare(
    'INSERT INTO order_refunds (refund_id, order_id, amount_paise, mode, status, arn, failure_code, pending_until, reason, remarks, membership_action, staff_id, created_at, idempotency_key, drawer_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    r.order.orderId,
    r.body.amount,
    r.order.channel === 'GATEWAY' ? 'CARD' : 'CASH',
    r.status,
    r.status === 'SUCCESS' && r.order.channel === 'GATEWAY' ? arnOf(id) : null,
    r.failureCode ?? null,
    r.status === 'PENDING' ? r.now + PENDING_THEN_APPROVE_MS : null,
    r.body.reason,
    (r.body.remarks ?? '').trim() === '' ? null : (r.body.remarks ?? '').trim(),
    r.body.membership,
    r.staffId,
    r.now,
    r.key,
    r.drawerId ?? null,
  )
  const row = refundById(db, id) as RefundRow
  // A refund that succeeds at once gets its credit note in the same transaction.
  if (row.status === 'SUCCESS') issueCreditNote(db, row, r.now)
  return row
}

/** Ends (now) or shortens (to endAt) the memberships the order bought; KEEP leaves them. */
export const applyMembershipChoice = (db: Db, orderId: string, choice: MembershipOnRefundWire, endAt: number | undefined, now: number): void => {
  if (choice === 'KEEP') return
  const end = choice === 'END' ? now : (endAt ?? now)
  for (const m of db.prepare('SELECT id, end_at FROM sold_memberships WHERE order_id = ?').all(orderId) as { id: string; end_at: number }[]) {
    if (end >= m.end_at) continue
    db.prepare('UPDATE sold_memberships SET end_at = ? WHERE id = ?').run(end, m.id)
    mirrorMembershipEnd(db, m.id, end)
  }
}

/** The latest end of the memberships the order bought (a SHORTEN end must not pass it). */
export const latestEndOf = (db: Db, orderId: string): number | undefined =>
  (db.prepare('SELECT MAX(end_at) FROM sold_memberships WHERE order_id = ?').pluck().get(orderId) as number | null) ?? undefined
