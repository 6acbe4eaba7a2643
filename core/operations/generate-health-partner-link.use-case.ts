import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { HEALTH_PARTNER_LINK_READY } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { HealthPartnerLink } from './health-partner'
import { validateHealthPartnerUser } from './habit-rewards.rule'
import type { HealthPartnerDeps } from './health-partner-deps'

export type GenerateHealthPartnerLinkError = ValidationFailed<'userId'> | ActionFailed<'GenerateHashFailed'>

/** Generates a member's health-partner link (v1/tata1mg/generate-hash: the hash is computed by the server). */
export const generateHealthPartnerLink =
  (d: HealthPartnerDeps) =>
  (r: { readonly centreId: number; readonly userId: string }): TaskEither<GenerateHealthPartnerLinkError, Done<HealthPartnerLink>> =>
    pipe(
      TE.fromEither(validateHealthPartnerUser(r.userId)),
      TE.chainW((userId) => pipe(d.healthPartner.generateHash(r.centreId, userId), act('GenerateHashFailed', serverSays, HEALTH_PARTNER_LINK_READY))),
    )
