import type { OrderStatusWire } from '../../adapters/http/contract/order.codecs'
import type { Db } from '../db/database'
import { nextId, type MembershipKind, type StoredMembership } from '../store/profile-store'

/**
 * Joins the selling half to the customer profile: a sale order is also a row of the customer's
 * order history (customer_orders, same order id), and each membership a paid order creates is
 * also a customer membership (customer_memberships, linked by sold_membership_id), so the
 * profile calls show what the selling calls sold.
 */

export type SaleChannel = 'CASH' | 'GATEWAY' | 'GROUP'

const PAYMENT_SOURCE: Readonly<Record<SaleChannel, string>> = { CASH: 'CASH', GATEWAY: 'EDC', GROUP: 'CASH' }

/** The order as the history shows it while unpaid: Pending. */
export const mirrorNewOrder = (
  db: Db,
  o: { orderId: string; userId: string; channel: SaleChannel; amountPaise: number; packName: string; createdAt: number },
): void => {
  const data = {
    orderId: o.orderId,
    packName: o.packName,
    amount: o.amountPaise,
    orderCreated: o.createdAt,
    paymentSource: PAYMENT_SOURCE[o.channel],
    orderStatus: 'Pending' satisfies OrderStatusWire,
    fulfillmentRemark: 'Waiting for payment',
    wasFulfilmentGenerated: false,
    currentPaymentStatus: 'PENDING',
    refundData: [],
  }
  db.prepare('INSERT OR REPLACE INTO customer_orders (order_id, user_id, created_at, status, data) VALUES (?, ?, ?, ?, ?)').run(
    o.orderId,
    o.userId,
    o.createdAt,
    data.orderStatus,
    JSON.stringify(data),
  )
}

/** Moves the history row to Successful (fulfilled) or Failed. */
export const mirrorOrderOutcome = (db: Db, orderId: string, outcome: 'Successful' | 'Failed', remark: string | null): void => {
  const raw = db.prepare('SELECT data FROM customer_orders WHERE order_id = ?').pluck().get(orderId) as string | undefined
  if (raw === undefined) return
  const data = {
    ...(JSON.parse(raw) as Record<string, unknown>),
    orderStatus: outcome,
    fulfillmentRemark: remark,
    wasFulfilmentGenerated: outcome === 'Successful',
    currentPaymentStatus: outcome === 'Successful' ? 'PAID' : 'FAILED',
  }
  db.prepare('UPDATE customer_orders SET status = ?, data = ? WHERE order_id = ?').run(outcome, JSON.stringify(data), orderId)
}

/** Which profile list a sold product kind belongs to; add-ons are not memberships of their own. */
const profileKind = (saleKind: string): MembershipKind | undefined =>
  saleKind === 'PT' ? 'PT' : saleKind === 'PLAY_PT' ? 'PLAY_PT' : saleKind === 'PACK' || saleKind === 'PLAY_ACADEMY' ? 'GYM' : undefined

export type SoldMembership = {
  readonly soldId: string
  readonly userId: string
  readonly saleKind: string
  readonly centreId: number
  readonly start: number
  readonly end: number
  readonly name: string
  readonly productData: Record<string, unknown>
  readonly durationDays: number
  readonly trainer?: { readonly id: string; readonly name: string }
}

/** Creates the customer membership of a sold one (once: a second call does nothing). */
export const mirrorMembership = (db: Db, s: SoldMembership): void => {
  const kind = profileKind(s.saleKind)
  if (kind === undefined) return
  if (db.prepare('SELECT 1 FROM customer_memberships WHERE sold_membership_id = ?').get(s.soldId) !== undefined) return
  const sessions = (s.productData.listingCategory as { restrictions?: { restrictionCount?: number }[] } | undefined)?.restrictions?.[0]?.restrictionCount
  const id = nextId(db, 'customer_memberships')
  const isPt = kind !== 'GYM'
  const m: StoredMembership = {
    id,
    name: s.name,
    subTitle: s.trainer === undefined ? `${s.durationDays} days` : `with ${s.trainer.name}`,
    status: 'PURCHASED',
    start: s.start,
    end: s.end,
    benefits: isPt ? [{ name: 'PT sessions', ticketsUsed: 0, maxTickets: sessions ?? 1 }] : [{ name: 'Centre access', ticketsUsed: 0, maxTickets: s.durationDays }],
    metadata: s.trainer === undefined ? {} : { preferredTrainerId: s.trainer.id, preferredCenterId: s.centreId },
    productType: typeof s.productData.productType === 'string' ? s.productData.productType : s.saleKind,
    centerId: s.centreId,
    ...(s.trainer === undefined ? {} : { trainerName: s.trainer.name }),
  }
  db.prepare('INSERT INTO customer_memberships (id, user_id, kind, start_at, end_at, data, sold_membership_id) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id,
    s.userId,
    kind,
    m.start,
    m.end,
    JSON.stringify(m),
    s.soldId,
  )
}

/** An exchanged (upgraded) sold membership ends early: its customer copy ends with it. */
export const mirrorMembershipEnd = (db: Db, soldId: string, end: number): void => {
  const row = db.prepare('SELECT id, data FROM customer_memberships WHERE sold_membership_id = ?').get(soldId) as { id: number; data: string } | undefined
  if (row === undefined) return
  const m = { ...(JSON.parse(row.data) as StoredMembership), end }
  db.prepare('UPDATE customer_memberships SET end_at = ?, data = ? WHERE id = ?').run(end, JSON.stringify(m), row.id)
}
