import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { RosterShift } from './employee'
import { type RosterDay, rosterWeekDays } from './roster.rule'
import { centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { type EmployeesDeps, type Unavailable, read } from './employees'

export type { RosterDay } from './roster.rule'
export type RosterWeek = { readonly days: readonly RosterDay[]; readonly shifts: readonly RosterShift[] }

/**
 * The roster of a week (Monday first, centre time): `weekOffset` weeks from this one (0 this week,
 * -1 the last), every shift and leave at the centre.
 */
export const loadRoster =
  (d: EmployeesDeps & { readonly clock: Clock }) =>
  (r: { readonly centerServiceId: number; readonly weekOffset: number }): TaskEither<Unavailable, RosterWeek> => {
    const now = d.clock.now()
    const days = rosterWeekDays(now, r.weekOffset)
    const monday = days[0]?.day ?? centreDayOf(now)
    return pipe(
      read(d.employees.roster(r.centerServiceId, monday)),
      TE.map((shifts) => ({ days, shifts })),
    )
  }
