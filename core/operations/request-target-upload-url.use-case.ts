import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { TARGET_URL_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { TargetUploadUrl } from './target-upload'
import type { TargetScope } from './target-upload-desk.port'
import type { TargetUploadDeps } from './target-upload-deps'

/** The upload URL, requested when a metric is picked ('Something went wrong:: TargetURL could not be fetched'). */
export const requestTargetUploadUrl =
  (d: TargetUploadDeps) =>
  (s: TargetScope): TaskEither<ActionFailed<'TargetUrlFailed'>, TargetUploadUrl> =>
    pipe(d.targets.uploadUrl(s), fetchAs('TargetUrlFailed', () => TARGET_URL_FETCH_FAILED))
