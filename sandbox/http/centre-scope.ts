import type { Db } from '../db/database'
import type { CentreScope } from './route'

/**
 * The centre rules routes use (route.ts): each names in words how the centre is derived and looks
 * the centre up server-side, from the decoded input or from the resource the request names. Never
 * from field names guessed across the whole request.
 */
export const centreScopes = (db: Db) => {
  const byId = db.prepare('SELECT id FROM centres WHERE id = ?').pluck()
  const byService = db.prepare('SELECT id FROM centres WHERE center_service_id = ?').pluck()
  const checkIn = db.prepare('SELECT centre_id FROM check_ins WHERE id = ?').pluck()
  const membership = db.prepare("SELECT json_extract(data, '$.centerId') FROM customer_memberships WHERE id = ?").pluck()
  const saleOrder = db.prepare('SELECT centre_id FROM sale_orders WHERE order_id = ?').pluck()
  const terminal = db.prepare('SELECT centre_id FROM card_terminals WHERE tid = ?').pluck()
  const payment = db.prepare('SELECT o.centre_id FROM terminal_payments p JOIN sale_orders o ON o.order_id = p.order_id WHERE p.payment_id = ?').pluck()
  const product = db.prepare('SELECT centre_id FROM sale_products WHERE product_id = ?').pluck()
  const bootcampSlot = db.prepare('SELECT centre_id FROM bootcamp_slots WHERE slot_id = ?').pluck()
  const ptSession = db.prepare("SELECT json_extract(data, '$.centerId') FROM pt_sessions WHERE id = ?").pluck()
  const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined)
  const safeInt = (v: unknown): number | undefined => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : undefined
    return n !== undefined && Number.isSafeInteger(n) ? n : undefined
  }

  return {
    /** The answer is about the signed-in staff member only. */
    caller: { centre: 'none: about the signed-in staff member', scope: (): CentreScope => ({ kind: 'caller' }) },
    /** Customer-wide records: a customer, their orders, packs and tasks are shared by every centre. */
    customer: { centre: 'none: customer-wide (a customer is shared by every centre)', scope: (): CentreScope => ({ kind: 'customer' }) },
    /** Portal-wide configuration (feature lists, comment tags): the same for every centre. */
    config: { centre: 'none: portal-wide configuration', scope: (): CentreScope => ({ kind: 'customer' }) },
    /** The sandbox's card terminal simulator and SMS outbox. */
    device: { centre: 'none: sandbox device (terminal simulator, SMS outbox)', scope: (): CentreScope => ({ kind: 'device' }) },
    /** The centres the request acts on (each resolved here: undefined for one that does not exist). */
    at: (ids: readonly (number | undefined)[]): CentreScope => ({ kind: 'centres', ids }),
    /** Look-ups: each answers the centre id, or undefined when the thing does not exist. */
    ofServiceId: (sid: unknown): number | undefined => {
      const n = safeInt(sid)
      return n === undefined ? undefined : num(byService.get(n))
    },
    ofCentreId: (id: unknown): number | undefined => {
      const n = safeInt(id)
      return n === undefined ? undefined : num(byId.get(n))
    },
    ofCheckIn: (id: unknown): number | undefined => {
      const n = safeInt(id)
      return n === undefined ? undefined : num(checkIn.get(n))
    },
    ofMembership: (id: unknown): number | undefined => {
      const n = safeInt(id)
      return n === undefined ? undefined : num(membership.get(n))
    },
    ofSaleOrder: (orderId: unknown): number | undefined => (typeof orderId === 'string' ? num(saleOrder.get(orderId)) : undefined),
    ofProduct: (productId: unknown): number | undefined => (typeof productId === 'string' ? num(product.get(productId)) : undefined),
    ofBootcampSlot: (slotId: unknown): number | undefined => (typeof slotId === 'string' ? num(bootcampSlot.get(slotId)) : undefined),
    ofPtSession: (id: unknown): number | undefined => {
      const n = safeInt(id)
      return n === undefined ? undefined : num(ptSession.get(n))
    },
    ofTerminal: (tid: unknown): number | undefined => (typeof tid === 'string' ? num(terminal.get(tid)) : undefined),
    ofTerminalPayment: (paymentId: unknown): number | undefined => (typeof paymentId === 'string' ? num(payment.get(paymentId)) : undefined),
  }
}

export type CentreScopes = ReturnType<typeof centreScopes>
