import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { CALL_TRAIL_PREVIEW } from '../shared/constants'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CallTrailEntry } from './task'
import type { TaskDeps } from './task-actions'

/** A task's call trail: the first 3 entries (the preview) and all of them, newest first. */
export type CallTrail = { readonly preview: readonly CallTrailEntry[]; readonly all: readonly CallTrailEntry[] }

export const loadCallTrail =
  (d: TaskDeps) =>
  (taskUuid: string): TaskEither<ActionFailed<'CallTrailUnavailable'>, CallTrail> =>
    pipe(
      fetchAs('CallTrailUnavailable', serverSays)(d.tasks.callTrail(taskUuid)),
      TE.map((all) => ({ preview: all.slice(0, CALL_TRAIL_PREVIEW), all })),
    )
