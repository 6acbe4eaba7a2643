import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { HealthPartnerLink } from '../../core/operations/health-partner'
import type { HealthPartnerDesk } from '../../core/operations/health-partner-desk.port'
import type { EpochMs } from '../../core/shared/brands'
import { HealthPartnerLinkListWire, HealthPartnerLinkWire } from './contract/rewards.codecs'
import { REWARDS_PATHS } from './contract/rewards-paths'
import type { HttpClient } from './http-client'

const linkOf = (w: t.TypeOf<typeof HealthPartnerLinkWire>): HealthPartnerLink => ({ ...w, generatedOn: w.generatedOn as EpochMs, expiresOn: w.expiresOn as EpochMs })

/** The health partner over HTTP: v1/tata1mg/generate-hash (the server computes the hash) and the centre's links. */
export const createHttpHealthPartnerDesk = (http: HttpClient): HealthPartnerDesk => ({
  generateHash: (centreId, userId) => pipe(http.send({ path: REWARDS_PATHS.healthPartnerHash, data: { centerId: centreId, userId } }, HealthPartnerLinkWire), TE.map(linkOf)),
  links: (centreId) => pipe(http.send({ path: REWARDS_PATHS.healthPartnerLinks, params: { centerId: centreId } }, HealthPartnerLinkListWire), TE.map((ws) => ws.map(linkOf))),
})
