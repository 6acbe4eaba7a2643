import { createInMemoryCentreDashboard, emptyDashboardCentre } from '../../adapters/in-memory/centre-dashboard.in-memory'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { centreDashboardContract } from './centre-dashboard.contract'

centreDashboardContract('in-memory', async () => {
  const now = Date.now()
  const gym = emptyDashboardCentre('CHECK_INS')
  for (let i = 0; i < 40; i++) gym.visits.push({ at: epochMs(now - i * 7 * HOUR_MS) })
  gym.sales.push({ at: epochMs(now - 30 * HOUR_MS), amount: 590_000 })
  gym.ptSessions.push({ at: epochMs(now - 50 * HOUR_MS), cancelled: false })
  gym.leads.push({ createdAt: epochMs(now - 100 * HOUR_MS), active: true })
  gym.membershipEnds.push(epochMs(now + 100 * HOUR_MS))
  const play = emptyDashboardCentre('PLAY_BOOKINGS')
  play.visits.push({ at: epochMs(now - 3 * HOUR_MS) })
  const dashboard = createInMemoryCentreDashboard(new Map([[6, gym], [4, play]]))
  return {
    dashboard,
    gymId: 6,
    playId: 4,
    sellAtGym: async () => {
      dashboard.recordSale(6, epochMs(Date.now()), 354_000)
      return 354_000
    },
  }
})
