import { createHttpPerformanceDesk } from '../../adapters/http/performance-desk.http'
import { CONTRACT_CENTRE, CONTRACT_PRICE, httpPayments, orderFor } from '../support/selling-contract'
import { httpClientAs } from '../support/sandbox-client'
import { performanceDeskContract } from './performance-desk.contract'

performanceDeskContract('HTTP against the sandbox', async () => {
  const payments = await httpPayments()
  return {
    // The owner sells at Bellandur Hybrid (6); Koramangala (1) is a gym; the internal CM (CLT2001) works at HSR Cult (3) and 6.
    seller: createHttpPerformanceDesk(await httpClientAs('owner')),
    sellerCentreId: CONTRACT_CENTRE.id,
    gymId: 1,
    sell: async () => {
      const userId = await payments.newCustomer()
      await payments.verifyCash(userId, CONTRACT_PRICE)
      const sold = await payments.orders.createCashOrder(orderFor(userId), [{ kind: 'CASH', amount: CONTRACT_PRICE }], `perf-${crypto.randomUUID()}`)()
      if (sold._tag === 'Left') throw new Error(sold.left.message)
      return sold.right.amount
    },
    clt: createHttpPerformanceDesk(await httpClientAs('internal-cm')),
    cltCentreId: 3,
  }
})
