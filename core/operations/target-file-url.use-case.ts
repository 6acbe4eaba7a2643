import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { FILE_AVAILABLE, TARGET_FILE_URL_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { TargetDownload } from './target-upload'
import type { TargetUploadDeps } from './target-upload-deps'

/** A file's download URL ('File available for Download' / 'Something went wrong:: Target File Url could not be fetched'). */
export const targetFileUrl =
  (d: TargetUploadDeps) =>
  (r: { readonly centreId: number; readonly fileName: string }): TaskEither<ActionFailed<'FileUrlFailed'>, Done<TargetDownload>> =>
    pipe(
      d.targets.downloadUrl(r.centreId, r.fileName),
      TE.mapLeft((e) => actionFailed('FileUrlFailed', TARGET_FILE_URL_FETCH_FAILED, e)),
      TE.map((x) => done(FILE_AVAILABLE, x)),
    )
