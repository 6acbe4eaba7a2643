import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { InjuryLog, InjuryQuery, ReportedInjury } from './injury-log.port'

export type LoadInjuriesDeps = { readonly injuries: InjuryLog }

/**
 * The customer's injury reports at the centre, newest first: what the profile's Report Injury area
 * shows after a reload (the reports were filed with report injury v2; v1/odin/* holds them).
 */
export const loadInjuries =
  (d: LoadInjuriesDeps) =>
  (q: InjuryQuery): TaskEither<GatewayError, readonly ReportedInjury[]> =>
    d.injuries.list(q)
