import { systemClock } from '../../adapters/clock/system-clock'
import { createInMemoryPerformanceDesk } from '../../adapters/in-memory/performance-desk.in-memory'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { performanceDeskContract } from './performance-desk.contract'

performanceDeskContract('in-memory', async () => {
  const now = Date.now()
  const seller = createInMemoryPerformanceDesk({ id: 'staff-seller', name: 'Vikram Shetty', empId: 'EMP1', centres: [1, 6] }, systemClock)
  const r = seller.records
  for (let i = 0; i < 30; i++) {
    const at = epochMs(now - i * 17 * HOUR_MS)
    r.orders.push({ orderId: `ORD-${i}`, userId: `u${i % 7}`, member: `Member ${i % 7}`, centreId: i % 3 === 0 ? 6 : 1, staffId: i % 4 === 0 ? 'someone-else' : 'staff-seller', at, amount: 100_000 + i, cash: i % 2 === 0, status: i % 5 === 0 ? 'PAYMENT_FAILED' : 'PAYMENT_COMPLETED' })
    r.ptSessions.push({ id: i, centreId: 1, member: `Member ${i % 5}`, trainer: 'Rahul Nair', at, cancelled: i % 6 === 0 })
  }
  r.leads.push({ centreId: 6, userId: 'u0', createdBy: 'staff-seller', at: epochMs(now - 400 * HOUR_MS) })
  r.pitches.push({ centreId: 6, staffId: 'staff-seller', at: epochMs(now - 5 * HOUR_MS) })
  seller.training.set('staff-seller', [
    { id: 't1', scenario: 'Trial follow-up', startedAt: now - 50 * HOUR_MS, durationMinutes: 6, score: 82, outcome: 'PASSED', feedback: 'Good' },
    { id: 't2', scenario: 'Price objection', startedAt: now - 5 * HOUR_MS, durationMinutes: 9, score: 55, outcome: 'NEEDS_PRACTICE', feedback: 'Listen first' },
  ])
  const clt = createInMemoryPerformanceDesk({ id: 'staff-clt', name: 'Farah Khan', empId: 'CLT2001', centres: [3, 6] }, systemClock)
  return {
    seller,
    sellerCentreId: 6,
    gymId: 1,
    sell: async () => {
      r.orders.push({ orderId: `ORD-${Date.now()}`, userId: 'u-new', member: 'New member', centreId: 6, staffId: 'staff-seller', at: epochMs(Date.now()), amount: 354_000, cash: true, status: 'PAYMENT_COMPLETED' })
      return 354_000
    },
    clt,
    cltCentreId: 3,
  }
})
