import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Delinquency } from './staff-desk'
import { type StaffDeskDeps, type Unavailable, read } from './staff-desk-deps'

/** The signed-in employee's delinquencies at the centre, latest first. */
export const loadDelinquencies =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly Delinquency[]> =>
    pipe(
      read(d.staffDesk.delinquencies(centerServiceId)),
      TE.map((ds) => [...ds].sort((a, b) => b.day.localeCompare(a.day))),
    )
