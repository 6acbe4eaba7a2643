import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** Orders in every status (one older than the 90-day history). */
export const seedOrders = ({ db, at }: ProfileSeed): void => {
  const insOrder = db.prepare('INSERT INTO customer_orders (order_id, user_id, created_at, status, data) VALUES (?, ?, ?, ?, ?)')
  const order = (id: string, userId: string, created: number, status: string, o: Record<string, unknown>): void => {
    insOrder.run(id, userId, created, status, JSON.stringify({ orderId: id, orderCreated: created, orderStatus: status, ...o }))
  }
  const L = DEMO.activeOver30.id
  order('ORD1001', L, at(-10, 11), 'Successful', { packName: 'cultpass BLACK 12 months', amount: 2_499_900, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })
  order('ORD1002', L, at(-2, 16), 'Pending', { packName: 'PT 12 sessions', amount: 1_200_000, paymentSource: 'PAYMENT_LINK', fulfillmentRemark: 'Waiting for payment', currentPaymentStatus: 'PENDING', wasFulfilmentGenerated: false, refundData: [] })
  order('ORD1003', L, at(-5, 12), 'Failed', { packName: 'gymfit PRO 3 months', amount: 899_900, paymentSource: 'EDC', fulfillmentRemark: 'Payment declined by the bank', currentPaymentStatus: 'FAILED', wasFulfilmentGenerated: false, refundData: [] })
  order('ORD1004', L, at(-30, 18), 'Successful', { packName: 'Guest passes x4', amount: 199_900, paymentSource: 'CASH', fulfillmentRemark: 'Partly refunded', currentPaymentStatus: 'PARTIALLY_REFUNDED', wasFulfilmentGenerated: true, refundData: [{ arn: 'ARN77810023' }] })
  order('ORD1005', L, at(-120, 10), 'Successful', { packName: 'cultpass GOLD 3 months', amount: 599_900, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })
  order('ORD1101', DEMO.activePt.id, at(-30, 9), 'Successful', { packName: 'Personal Training 60 sessions', amount: 3_600_000, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })
}
