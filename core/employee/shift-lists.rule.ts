import type { EpochMs } from '../shared/brands'

/** Anything with a start and an end in epoch ms (a roster or GX shift). */
export type TimedShift = { readonly startTime: EpochMs; readonly endTime: EpochMs }

export type ShiftLists<S> = { readonly past: readonly S[]; readonly current: readonly S[]; readonly upcoming: readonly S[] }

/** Where a shift falls at `now`: past once it has ended, current from its start until its end, else upcoming. */
export const shiftTiming = (s: TimedShift, now: EpochMs): keyof ShiftLists<TimedShift> =>
  s.endTime <= now ? 'past' : s.startTime <= now ? 'current' : 'upcoming'

const byTime = (a: TimedShift, b: TimedShift): number => a.startTime - b.startTime || a.endTime - b.endTime

/**
 * Shift lists (part 1 §4, part 3 §4) sorted into past, current and upcoming by time: every
 * shift in exactly one list; each list ordered by start time (then end time), earliest first;
 * shifts with equal times keep their input order.
 */
export const sortShifts = <S extends TimedShift>(shifts: readonly S[], now: EpochMs): ShiftLists<S> => {
  const sorted = [...shifts].sort(byTime)
  return {
    past: sorted.filter((s) => shiftTiming(s, now) === 'past'),
    current: sorted.filter((s) => shiftTiming(s, now) === 'current'),
    upcoming: sorted.filter((s) => shiftTiming(s, now) === 'upcoming'),
  }
}
