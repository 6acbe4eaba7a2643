import { describe, expect, it } from 'vitest'
import { PAYMENT_AMOUNT_MISMATCH } from '../../core/shared/messages'
import { paise } from '../../core/shared/brands'
import { CONTRACT_PRICE, CONTRACT_TID, type Payments, orderFor } from '../support/selling-contract'

const key = (): string => `key-${Math.random().toString(36).slice(2)}`

/** What every OrderDesk must do (sandbox centre 6, its terminal and one-month pack). */
export const orderDeskContract = (name: string, make: () => Promise<Payments>): void => {
  describe(`OrderDesk contract: ${name}`, () => {
    it('creates a cash order at the pack price, and a repeat with the same key answers with the same order', async () => {
      const p = await make()
      const order = orderFor(await p.newCustomer())
      await p.verifyCash(order.userId, CONTRACT_PRICE)
      const k = key()
      const a = await p.orders.createCashOrder(order, [{ kind: 'CASH', amount: CONTRACT_PRICE }], k)()
      const b = await p.orders.createCashOrder(order, [{ kind: 'CASH', amount: CONTRACT_PRICE }], k)()
      if (a._tag === 'Left' || b._tag === 'Left') throw new Error(JSON.stringify([a, b]))
      expect(a.right.orderId.length).toBeGreaterThan(0)
      expect(b.right.orderId).toBe(a.right.orderId)
      expect(a.right.amount).toBe(CONTRACT_PRICE)
    })

    it("refuses cash that does not add up to the price: 'Payment amount does not match the pack price'", async () => {
      const p = await make()
      const r = await p.orders.createCashOrder(orderFor(await p.newCustomer()), [{ kind: 'CASH', amount: paise(100) }], key())()
      expect(r._tag === 'Left' && r.left._tag).toBe('Rejected')
      expect(r._tag === 'Left' && r.left.message).toBe(PAYMENT_AMOUNT_MISMATCH)
    })

    it('creates a card-machine order once per request id', async () => {
      const p = await make()
      await p.script(CONTRACT_TID, 'APPROVE')
      const order = orderFor(await p.newCustomer())
      const requestId = key()
      const a = await p.orders.createGatewayOrder(order, { tid: CONTRACT_TID, requestId })()
      const b = await p.orders.createGatewayOrder(order, { tid: CONTRACT_TID, requestId })()
      if (a._tag === 'Left' || b._tag === 'Left') throw new Error(JSON.stringify([a, b]))
      expect(b.right.orderId).toBe(a.right.orderId)
      expect(a.right.amount).toBe(CONTRACT_PRICE)
      expect(a.right.cfPaymentId).toBeDefined()
    })

    it('refuses a card-machine order when the machine is busy, with ERR_PAYTM_EDC_MACHINE_BUSY', async () => {
      const p = await make()
      await p.script(CONTRACT_TID, 'BUSY')
      const r = await p.orders.createGatewayOrder(orderFor(await p.newCustomer()), { tid: CONTRACT_TID, requestId: key() })()
      expect(r._tag === 'Left' && r.left._tag === 'Rejected' && r.left.code).toBe('ERR_PAYTM_EDC_MACHINE_BUSY')
    })
  })
}
