import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CheckIn } from './check-in'
import type { CheckInDeps } from './check-in-actions'

/** A customer's check-ins in a window (not for CULT centres). */
export const pastCheckIns =
  (d: CheckInDeps) =>
  (r: { readonly userId: string; readonly centerId: number; readonly from: EpochMs; readonly to: EpochMs }): TaskEither<ActionFailed<'CheckInsUnavailable'>, readonly CheckIn[]> =>
    fetchAs('CheckInsUnavailable', serverSays)(d.checkIns.past(r.userId, r.centerId, r.from, r.to))
