import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { RosterShift } from './employee'
import { weekOf } from './roster.rule'
import { addDays, centreDayOf } from '../shared/centre-day'
import { formatWeekdayShortDay } from '../shared/display-format'
import type { Clock } from '../shared/clock.port'
import { type EmployeesDeps, type Unavailable, read } from './employees'

/** A day column of the roster: the centre day and its label ('Mon 23 Nov'). */
export type RosterDay = { readonly day: string; readonly label: string }
export type RosterWeek = { readonly days: readonly RosterDay[]; readonly shifts: readonly RosterShift[] }

/**
 * The roster of a week (Monday first, centre time): `weekOffset` weeks from this one (0 this week,
 * -1 the last), every shift and leave at the centre.
 */
export const loadRoster =
  (d: EmployeesDeps & { readonly clock: Clock }) =>
  (r: { readonly centerServiceId: number; readonly weekOffset: number }): TaskEither<Unavailable, RosterWeek> => {
    const days = weekOf(addDays(centreDayOf(d.clock.now()), 7 * r.weekOffset))
    return pipe(
      read(d.employees.roster(r.centerServiceId, days[0] ?? centreDayOf(d.clock.now()))),
      TE.map((shifts) => ({ days: days.map((day) => ({ day, label: formatWeekdayShortDay(day) })), shifts })),
    )
  }
