import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreConfiguration, CentreLookupsDeps } from './centre-lookups.port'

/** What a centre has switched on (PT, PII, biometrics, cash, payment link, add-ons, onboarding). */
export const centreConfiguration =
  (d: CentreLookupsDeps) =>
  (centerId: number): TaskEither<GatewayError, CentreConfiguration> =>
    d.lookups.configuration(centerId)
