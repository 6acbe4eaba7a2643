import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DATA_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { HealthPartnerLink } from './health-partner'
import type { HealthPartnerDeps } from './health-partner-deps'

/** The links generated at the centre, newest first ('Error Occurred while data fetch'). */
export const healthPartnerLinks =
  (d: HealthPartnerDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'HealthPartnerLinksFailed'>, readonly HealthPartnerLink[]> =>
    pipe(d.healthPartner.links(r.centreId), fetchAs('HealthPartnerLinksFailed', () => DATA_FETCH_FAILED))
