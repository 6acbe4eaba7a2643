import * as E from 'fp-ts/Either'
import type { HealthPartnerLink } from '../../core/operations/health-partner'
import { HEALTH_PARTNER_LINK_TTL_MS } from '../../core/operations/health-partner'
import type { HealthPartnerDesk } from '../../core/operations/health-partner-desk.port'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { notFound } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { healthPartnerLinkOf, healthPartnerSignature } from '../http/contract/health-partner-hash'

/** The health partner in memory: the same hash as the sandbox (HMAC-SHA256, adapters/crypto/health-partner-hash.ts). */
export const createInMemoryHealthPartnerDesk = (
  clock: Clock,
  members: Readonly<Record<string, string>> = { '200001': 'Nina Nair', '200004': 'Lakshmi Iyengar' },
  staffName = 'Asha Rao',
  // A key of its own for each desk, never written in the source (as the sandbox's per data folder).
  secret: string = globalThis.crypto.randomUUID(),
): HealthPartnerDesk => {
  const links: (HealthPartnerLink & { centreId: number })[] = []
  return {
    generateHash: (centreId, userId) => async () => {
      const memberName = members[userId]
      if (memberName === undefined) return E.left(notFound(M.healthPartnerMemberUnknown(userId)))
      const generatedOn = clock.now()
      const hash = await healthPartnerSignature(secret, userId, centreId, generatedOn)
      const link: HealthPartnerLink = { userId, memberName, hash, link: healthPartnerLinkOf(userId, generatedOn, hash), generatedOn, expiresOn: epochMs(generatedOn + HEALTH_PARTNER_LINK_TTL_MS), generatedBy: staffName }
      links.push({ ...link, centreId })
      return E.right(link)
    },
    links: (centreId) => async () =>
      E.right(
        links
          .filter((l) => l.centreId === centreId)
          .sort((a, b) => b.generatedOn - a.generatedOn)
          .map(({ centreId: _c, ...l }) => l),
      ),
  }
}
