import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { UPLOAD_STAGE_FAILED } from '../shared/messages'
import { actionFailed, reasonOf } from '../shared/outcome'
import { BULK_UPLOAD_CHUNK_ROWS, type BulkCheck, type BulkRow, type BulkUploadKind, type RowError } from './bulk-upload'
import { type BulkFileField, readBulkUpload, validateBulkFile } from './bulk-upload-rules.rule'
import type { BulkUploadDeps, BulkUploadFailed } from './bulk-upload-deps'

export type DryRunRequest = {
  readonly kind: BulkUploadKind
  readonly centreId: number
  readonly fileName: string
  /** The membership type (extend only). */
  readonly type?: string
  /** The parsed file: one array of cells per line, blank lines included (index + 1 = row number). */
  readonly raw: readonly (readonly string[])[]
}

/** A dry run: every row's problem; `check` is the server's answer when the file passed the rules. */
export type BulkDryRun = {
  readonly fileName: string
  readonly dataRows: number
  readonly errors: readonly RowError[]
  readonly check?: BulkCheck
}
export type DryRunError = ValidationFailed<BulkFileField> | BulkUploadFailed

const chunks = <A>(xs: readonly A[], size: number): readonly (readonly A[])[] => {
  const out: A[][] = []
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size))
  return out
}

const stageAndCheck = (d: BulkUploadDeps, r: DryRunRequest, type: string | undefined, rows: readonly BulkRow[], fileErrors: number): TaskEither<BulkUploadFailed, BulkCheck> =>
  pipe(
    d.bulkUploads.begin({ kind: r.kind, centreId: r.centreId, fileName: r.fileName, rows: rows.length, ...(type === undefined ? {} : { type }), ...(fileErrors > 0 ? { fileErrors } : {}) }),
    TE.chainFirst(({ uploadId }) => TE.traverseSeqArray((c: readonly BulkRow[]) => d.bulkUploads.addRows(r.kind, uploadId, c))(chunks(rows, BULK_UPLOAD_CHUNK_ROWS))),
    TE.chain(({ uploadId }) => d.bulkUploads.check(r.kind, uploadId)),
    TE.mapLeft((e) => actionFailed('BulkUploadFailed', `${UPLOAD_STAGE_FAILED} ${reasonOf(e)}`, e)),
  )

/** Every problem of a file in the order of its rows (a row's own problems before the server's). */
const byRow = (a: readonly RowError[], b: readonly RowError[]): readonly RowError[] =>
  [...a.map((e, i) => ({ e, k: i })), ...b.map((e, i) => ({ e, k: a.length + i }))].sort((x, y) => x.e.row - y.e.row || x.k - y.k).map((x) => x.e)

/**
 * The dry run of a bulk upload: the file must be a .csv (and an extend upload needs its type);
 * every row is read against the kind's rule, and the rows that pass are staged on the server,
 * which checks them against its data (no such segment at this centre, offers never availed,
 * unknown memberships or memberships of another type, lead owners not at the centre) and says how
 * many rows would change and whether the same file was applied before. Every problem of the file
 * is listed at once, the rule's and the server's, each with its row number, column and reason. A
 * file with any problem can never be applied (the server is told how many problems stayed in the
 * browser). Nothing changes.
 */
export const dryRunBulkUpload =
  (d: BulkUploadDeps) =>
  (r: DryRunRequest): TaskEither<DryRunError, BulkDryRun> =>
    pipe(
      TE.fromEither(validateBulkFile(r.kind, r.fileName, r.type)),
      TE.chainW((file) => {
        const reading = readBulkUpload(r.kind, r.raw)
        if (reading.rows.length === 0) return TE.right<BulkUploadFailed, BulkDryRun>({ fileName: file.fileName, dataRows: reading.dataRows, errors: reading.errors })
        return pipe(
          stageAndCheck(d, { ...r, fileName: file.fileName }, file.type, reading.rows, reading.errors.length),
          TE.map((check): BulkDryRun => ({ fileName: file.fileName, dataRows: reading.dataRows, errors: byRow(reading.errors, check.errors), check })),
        )
      }),
    )
