import { describe, expect, it } from 'vitest'
import type { OrderHistory } from '../../core/customer/order-history.port'
import { DEMO } from '../support/profile-world'
import { ok } from './profile-contract-support'

const L = DEMO.activeOver30.id
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every OrderHistory must do (read-only: Lakshmi's seeded orders). */
export const orderHistoryContract = (name: string, make: () => Promise<OrderHistory>): void => {
  describe(`OrderHistory contract: ${name}`, () => {
    it('lists the orders of the last 90 days, newest first', async () => {
      const rows = ok(await (await make()).orders(L)())
      const ids = rows.map((o) => o.orderId)
      expect(ids).toEqual(expect.arrayContaining(['ORD1001', 'ORD1003']))
      expect(ids).not.toContain('ORD1005')
      const created = rows.map((o) => o.orderCreated)
      expect([...created].sort((a, b) => b - a)).toEqual(created)
      expect(rows.find((o) => o.orderId === 'ORD1001')).toMatchObject({ packName: 'cultpass BLACK 12 months', amount: 2_499_900, orderStatus: 'Successful' })
    })

    it('filters by status', async () => {
      const failed = ok(await (await make()).orders(L, ['Failed'])())
      expect(failed.map((o) => o.orderId)).toContain('ORD1003')
      expect(failed.every((o) => o.orderStatus === 'Failed')).toBe(true)
      expect(failed.find((o) => o.orderId === 'ORD1003')?.fulfillmentRemark).toBe('Payment declined by the bank')
    })

    it("answers an order's details and NotFound for an unknown order or customer", async () => {
      const h = await make()
      expect(ok(await h.details('ORD1001')())).toMatchObject({ orderId: 'ORD1001', productTitles: ['cultpass BLACK 12 months'], totalAmountPayable: 2_499_900, currentPaymentStatus: 'PAID' })
      expect(left(await h.details('ORD-NONE')())?._tag).toBe('NotFound')
      expect(left(await h.orders('nobody')())?._tag).toBe('NotFound')
    })

    it('links the invoice of a successful order and answers NotFound when there is none', async () => {
      const h = await make()
      const inv = ok(await h.invoice('ORD1001', 'PAYMENT_INVOICE')())
      expect(inv.files.length).toBeGreaterThan(0)
      expect(left(await h.invoice('ORD1003', 'PAYMENT_INVOICE')())?._tag).toBe('NotFound')
      expect(left(await h.invoice('ORD1001', 'REFUND_INVOICE')())?._tag).toBe('NotFound')
    })
  })
}
