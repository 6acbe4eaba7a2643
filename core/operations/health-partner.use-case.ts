import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { DATA_FETCH_FAILED, HEALTH_PARTNER_LINK_READY } from '../shared/messages'
import { type ActionFailed, type Done, act, fetchAs, serverSays } from '../shared/outcome'
import type { HealthPartnerLink } from './health-partner'
import type { HealthPartnerDesk } from './health-partner-desk.port'
import { validateHealthPartnerUser } from './habit-rewards.rule'

export type HealthPartnerDeps = { readonly healthPartner: HealthPartnerDesk }

export type GenerateHealthPartnerLinkError = ValidationFailed<'userId'> | ActionFailed<'GenerateHashFailed'>

/** Generates a member's health-partner link (v1/tata1mg/generate-hash: the hash is computed by the server). */
export const generateHealthPartnerLink =
  (d: HealthPartnerDeps) =>
  (r: { readonly centreId: number; readonly userId: string }): TaskEither<GenerateHealthPartnerLinkError, Done<HealthPartnerLink>> =>
    pipe(
      TE.fromEither(validateHealthPartnerUser(r.userId)),
      TE.chainW((userId) => pipe(d.healthPartner.generateHash(r.centreId, userId), act('GenerateHashFailed', serverSays, HEALTH_PARTNER_LINK_READY))),
    )

/** The links generated at the centre, newest first ('Error Occurred while data fetch'). */
export const healthPartnerLinks =
  (d: HealthPartnerDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'HealthPartnerLinksFailed'>, readonly HealthPartnerLink[]> =>
    pipe(d.healthPartner.links(r.centreId), fetchAs('HealthPartnerLinksFailed', () => DATA_FETCH_FAILED))
