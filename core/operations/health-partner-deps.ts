import type { HealthPartnerDesk } from './health-partner-desk.port'

export type HealthPartnerDeps = { readonly healthPartner: HealthPartnerDesk }
