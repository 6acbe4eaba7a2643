import { describe, expect, it } from 'vitest'
import { CONTRACT_CENTRE, CONTRACT_TID, type Payments, orderFor } from '../support/selling-contract'
import type { TerminalOutcome } from '../../adapters/in-memory/sales-ledger.in-memory'


/** What every PaymentTerminal must do, driven through orders on a scripted terminal. */
export const paymentTerminalContract = (name: string, make: () => Promise<Payments>): void => {
  describe(`PaymentTerminal contract: ${name}`, () => {
    const gatewayOrder = async (p: Payments, outcome: TerminalOutcome) => {
      await p.script(CONTRACT_TID, outcome)
      const r = await p.orders.createGatewayOrder(orderFor(await p.newCustomer()), { tid: CONTRACT_TID, requestId: `req-${Math.random()}` })()
      if (r._tag === 'Left') throw new Error(r.left.message)
      return r.right
    }

    it("lists the card machines of a centre: none at the bootcamp, 'No Config present' (NotFound) for an unknown centre", async () => {
      const p = await make()
      const r = await p.terminal.cardMachines({ centerId: CONTRACT_CENTRE.id })()
      expect(r._tag === 'Right' && r.right.cardMachines.map((m) => m.cardMachineTid)).toContain(CONTRACT_TID)
      const none = await p.terminal.cardMachines({ centerId: 5 })()
      expect(none._tag === 'Right' && none.right.cardMachines).toEqual([])
      const unknown = await p.terminal.cardMachines({ centerId: 999 })()
      expect(unknown._tag === 'Left' && unknown.left._tag).toBe('NotFound')
    })

    it('confirms an approved payment: payment complete success, check success true, fulfilment success', async () => {
      const p = await make()
      const o = await gatewayOrder(p, 'APPROVE')
      const c = await p.terminal.paymentComplete(o)()
      expect(c._tag === 'Right' && c.right.result).toBe('success')
      const s = await p.terminal.checkPaymentSuccess(o, o.amount)()
      expect(s._tag === 'Right' && s.right.success).toBe(true)
      const f = await p.terminal.fulfilmentStatus(o.orderId)()
      expect(f._tag === 'Right' && f.right.result).toBe('success')
    })

    it('answers under review at PAYMENT_VERIFICATION', async () => {
      const p = await make()
      const o = await gatewayOrder(p, 'UNDER_REVIEW')
      const f = await p.terminal.fulfilmentStatus(o.orderId)()
      expect(f._tag === 'Right' && [f.right.result, f.right.currentStage]).toEqual(['under_review', 'PAYMENT_VERIFICATION'])
    })

    it("answers a failed payment with the server's title, subtitle and code", async () => {
      const p = await make()
      const o = await gatewayOrder(p, 'ERR_ALFRED_PAYMENT_VALIDATION_FAILED')
      const c = await p.terminal.paymentComplete(o)()
      if (c._tag === 'Left') throw new Error(c.left.message)
      expect(c.right.result).toBe('failed')
      expect(c.right.failure?.title).toBe('Payment could not be collected')
      expect(c.right.code).toBe('ERR_ALFRED_PAYMENT_VALIDATION_FAILED')
    })
  })
}
