import { createHttpCentreDashboard } from '../../adapters/http/centre-dashboard.http'
import { CONTRACT_CENTRE, CONTRACT_PRICE, httpPayments, orderFor } from '../support/selling-contract'
import { httpClientAs } from '../support/sandbox-client'
import { centreDashboardContract } from './centre-dashboard.contract'

centreDashboardContract('HTTP against the sandbox', async () => {
  const payments = await httpPayments()
  return {
    dashboard: createHttpCentreDashboard(await httpClientAs('owner')),
    gymId: CONTRACT_CENTRE.id,
    playId: 4,
    sellAtGym: async () => {
      const userId = await payments.newCustomer()
      await payments.verifyCash(userId, CONTRACT_PRICE)
      const sold = await payments.orders.createCashOrder(orderFor(userId), [{ kind: 'CASH', amount: CONTRACT_PRICE }], `dash-${crypto.randomUUID()}`)()
      if (sold._tag === 'Left') throw new Error(sold.left.message)
      return sold.right.amount
    },
  }
})
