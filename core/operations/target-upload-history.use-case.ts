import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { UPLOAD_HISTORY_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { TargetUploadRow } from './target-upload'
import type { TargetUploadDeps } from './target-upload-deps'

/** The upload history ('Something went wrong:: Upload History could not be fetched'). */
export const targetUploadHistory =
  (d: TargetUploadDeps) =>
  (r: { readonly centreId: number; readonly entity?: string }): TaskEither<ActionFailed<'HistoryFailed'>, readonly TargetUploadRow[]> =>
    pipe(d.targets.history(r.centreId, r.entity), fetchAs('HistoryFailed', () => UPLOAD_HISTORY_FETCH_FAILED))
