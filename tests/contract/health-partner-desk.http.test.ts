import { createHttpHealthPartnerDesk } from '../../adapters/http/health-partner-desk.http'
import { DEMO } from '../../sandbox/seed/profile'
import { httpClientAs } from '../support/sandbox-client'
import { healthPartnerDeskContract } from './health-partner-desk.contract'

healthPartnerDeskContract('HTTP against the sandbox', async () => ({
  desk: createHttpHealthPartnerDesk(await httpClientAs('owner')),
  member: { userId: DEMO.activeOver30.id, name: `${DEMO.activeOver30.first} ${DEMO.activeOver30.last}` },
  wait: (ms) => new Promise((r) => setTimeout(r, ms)),
}))
