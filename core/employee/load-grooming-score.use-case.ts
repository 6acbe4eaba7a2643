import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GroomingScore } from './staff-desk'
import { type StaffDeskDeps, type Unavailable, read } from './staff-desk-deps'

/** The signed-in employee's attire/grooming audits at the centre, latest first. */
export const loadGroomingScore =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, GroomingScore> =>
    pipe(
      read(d.staffDesk.groomingScore(centerServiceId)),
      TE.map((g) => ({ ...g, audits: [...g.audits].sort((a, b) => b.day.localeCompare(a.day)) })),
    )
