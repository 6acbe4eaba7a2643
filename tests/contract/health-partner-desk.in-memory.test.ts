import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryHealthPartnerDesk } from '../../adapters/in-memory/health-partner-desk.in-memory'
import { healthPartnerDeskContract } from './health-partner-desk.contract'

healthPartnerDeskContract('in-memory', async () => {
  const clock = createManualClock(Date.now())
  return { desk: createInMemoryHealthPartnerDesk(clock, { '200004': 'Lakshmi Iyengar' }), member: { userId: '200004', name: 'Lakshmi Iyengar' }, wait: async (ms) => clock.advance(ms) }
})
