import type { EpochMs } from '../shared/brands'

/**
 * A health-partner (Tata 1mg) link for a member: the hash is computed by the server
 * (v1/tata1mg/generate-hash, part 3 §7) and is valid until expiresOn.
 */
export type HealthPartnerLink = {
  readonly userId: string
  readonly memberName: string
  readonly hash: string
  readonly link: string
  readonly generatedOn: EpochMs
  readonly expiresOn: EpochMs
  readonly generatedBy: string
}

/** A generated link stays valid this long (decision: one day, the member opens it the same day). */
export const HEALTH_PARTNER_LINK_TTL_MS = 24 * 60 * 60 * 1000
