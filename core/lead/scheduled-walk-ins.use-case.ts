import type { TaskEither } from 'fp-ts/TaskEither'
import { centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { DATA_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { ScheduledWalkIn } from './lead-desk'
import type { PitchDesk } from './pitch-desk.port'
import { serverOr } from './lead-desk-deps'

/** The walk-ins scheduled at a centre for the 7 days from today (the centre's day, from the Clock). */
export const scheduledWalkIns =
  (d: { readonly pitches: PitchDesk; readonly clock: Clock }) =>
  (centerId: number): TaskEither<ActionFailed<'WalkInsUnavailable'>, readonly ScheduledWalkIn[]> =>
    fetchAs('WalkInsUnavailable', serverOr(DATA_FETCH_FAILED))(d.pitches.scheduledWalkIns(centerId, centreDayOf(d.clock.now())))
