import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { validateCsvFile } from './csv-upload.rule'
import type { ValidationFailed } from '../shared/errors'
import { FILE_UPLOAD_FAILED, FILE_UPLOADED_PAGE, TARGET_VALIDATION_NOT_SCHEDULED, TARGET_VALIDATION_SCHEDULED, UPLOAD_TO_S3_FAILED, targetFileRefused } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { ChosenFile, TargetUploadUrl } from './target-upload'
import type { TargetScope } from './target-upload-desk.port'
import type { RowError } from './bulk-upload'
import { readTable } from './csv-table.rule'
import { TARGET_FILE_RULE } from './target-upload.rule'
import type { TargetUploadDeps } from './target-upload-deps'

export type UploadTargetFileRequest = TargetScope & {
  readonly url: TargetUploadUrl
  readonly override: boolean
  readonly file: ChosenFile
  /** The parsed file (one array of cells per line, blank lines included): checked before anything is sent. */
  readonly raw?: readonly (readonly string[])[]
}
/** A file refused before it was sent: every problem the file's rule finds. */
export type TargetFileRefused = ActionFailed<'TargetFileRefused'> & { readonly problems: readonly RowError[] }
export type UploadTargetFileError = ValidationFailed<'file'> | ActionFailed<'UploadFailed' | 'ValidationNotScheduled'> | TargetFileRefused

const checkedFile = (raw: UploadTargetFileRequest['raw']): TaskEither<TargetFileRefused, void> => {
  if (raw === undefined) return TE.right(undefined)
  const problems = readTable(TARGET_FILE_RULE, raw).errors
  return problems.length === 0 ? TE.right(undefined) : TE.left({ ...actionFailed('TargetFileRefused', targetFileRefused(problems.length)), problems })
}

/**
 * Uploads a target file (part 3 §2, §4, §7): .csv only; the parsed file is checked against the
 * target file's rule first (a file with problems is refused with every problem and never sent;
 * owners and existing targets are the server's check, shown in the history); a PUT of a multipart form (field
 * targetFile, text/csv) to the upload URL ("Error: Couldn't upload File to s3", or 'File upload
 * failed' when the storage refuses it); then validation is scheduled, skipping the pre-existing
 * check when Override is ticked ('Target Validation is Scheduled' / "Target Validation couldn't
 * be schedule").
 */
export const uploadTargetFile =
  (d: TargetUploadDeps) =>
  (r: UploadTargetFileRequest): TaskEither<UploadTargetFileError, Done<{ readonly fileName: string; readonly pageMessage: string }>> =>
    pipe(
      TE.fromEither(validateCsvFile(r.file.name)),
      TE.chainW(() => checkedFile(r.raw)),
      TE.chainW(() =>
        pipe(
          d.targets.putFile(r.url.uploadUrl, r.file),
          TE.mapLeft((e) => actionFailed('UploadFailed', e._tag === 'Rejected' ? FILE_UPLOAD_FAILED : UPLOAD_TO_S3_FAILED, e)),
        ),
      ),
      TE.chainW(() =>
        pipe(
          d.targets.scheduleValidation({ centreId: r.centreId, entity: r.url.entity, targetMetricIdentifier: r.url.targetMetricIdentifier, fileName: r.url.fileName, override: r.override }),
          TE.mapLeft((e) => actionFailed('ValidationNotScheduled', TARGET_VALIDATION_NOT_SCHEDULED, e)),
        ),
      ),
      TE.map(() => done(TARGET_VALIDATION_SCHEDULED, { fileName: r.url.fileName, pageMessage: FILE_UPLOADED_PAGE })),
    )
