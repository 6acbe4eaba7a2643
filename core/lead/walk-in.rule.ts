import type { EpochMs } from '../shared/brands'
import type { ScheduledWalkIn } from './lead-desk'

/** The /walkins list covers the walk-ins scheduled from today for this many days. */
export const WALK_IN_DAYS = 7

/** A scheduled walk-in can be pitched once (a second pitch would record the same visit twice). */
export const canPitchWalkIn = (x: Pick<ScheduledWalkIn, 'pitchedAt'>): boolean => x.pitchedAt === undefined

/** Walk-ins to pitch first: not yet pitched, earliest first; pitched ones after them, earliest first. */
export const walkInOrder = (list: readonly ScheduledWalkIn[]): readonly ScheduledWalkIn[] =>
  [...list].sort((a, b) => Number(!canPitchWalkIn(a)) - Number(!canPitchWalkIn(b)) || a.scheduledAt - b.scheduledAt || a.id - b.id)

/** Whether a walk-in's visit is later than now (an upcoming visit) or already due. */
export const walkInDue = (x: Pick<ScheduledWalkIn, 'scheduledAt'>, now: EpochMs): boolean => x.scheduledAt <= now
