import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Clock } from '../shared/clock.port'
import { type ShiftLists, sortShifts } from './shift-lists.rule'
import type { GxShift } from './staff-desk'
import { type StaffDeskDeps, type Unavailable, read } from './staff-desk-deps'

/** GX shifts (/employee/gxShifts): the centre's group-exercise shifts sorted into past, current and upcoming at now. */
export const loadGxShifts =
  (d: StaffDeskDeps & { readonly clock: Clock }) =>
  (centerServiceId: number): TaskEither<Unavailable, ShiftLists<GxShift>> =>
    pipe(
      read(d.staffDesk.gxShifts(centerServiceId)),
      TE.map((shifts) => sortShifts(shifts, d.clock.now())),
    )
