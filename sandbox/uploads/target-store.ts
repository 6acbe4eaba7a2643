import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import Papa from 'papaparse'
import type * as t from 'io-ts'
import type { TargetUploadRowWire } from '../../adapters/http/contract/uploads.codecs'
import {
  TARGET_METRICS,
  TARGET_VALIDATING_UNTIL_MS,
  TARGET_VALIDATION_SCHEDULED_MS,
  knownTargetMetric,
  ownerEntityName,
  targetMetricName,
  unknownOwnerEntity,
  unknownTargetMetric,
} from '../../adapters/http/contract/target-catalogue'
import type { TargetMetric, TargetUploadStatus } from '../../core/operations/target-upload'
import type { RowError } from '../../core/operations/bulk-upload'
import { TARGET_PROBLEMS_KEPT, targetFileReason, validateTargetFile } from '../../core/operations/target-upload.rule'
import { centreById } from '../store/profile-store'
import { centrePerson } from './centre-people'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'

/**
 * The sandbox's monthly targets (part 3 §3, §4, §7): owner entities and their metrics, upload
 * URLs that stand for presigned storage URLs (one PUT each, 15 minutes), validation scheduled on
 * request and run by the sandbox's clock: a history row is VALIDATION_SCHEDULED for 2 seconds,
 * VALIDATING for 2 more, then SUCCESS (the targets are written) or FAILED (with the row and the
 * reason). Without Override a target that already exists for an owner and month fails the file.
 */
export const STORAGE_PREFIX = '/sandbox/storage/'
const URL_LIFETIME_MS = 15 * 60_000

type FileRow = {
  file_name: string
  centre_id: number
  entity: string
  metric: string
  staff_name: string
  upload_token: string | null
  upload_expires_at: number
  content: string | null
  uploaded_at: number | null
  scheduled_at: number | null
  override: number
  outcome: 'SUCCESS' | 'FAILED' | null
  reason: string | null
  problems: string | null
  download_token: string | null
  download_expires_at: number | null
}

export type TargetFailure = { readonly status: 400 | 404 | 409 | 413 | 415; readonly message: string }
const failure = (status: TargetFailure['status'], message: string): E.Either<TargetFailure, never> => E.left({ status, message })

export const createTargetStore = (db: Db, now: () => number) => {
  const fileByName = db.prepare('SELECT * FROM target_files WHERE file_name = ?')
  const fileByUploadToken = db.prepare('SELECT * FROM target_files WHERE upload_token = ?')
  const fileByDownloadToken = db.prepare('SELECT * FROM target_files WHERE download_token = ?')
  const existing = db.prepare('SELECT 1 FROM targets WHERE centre_id = ? AND entity = ? AND metric = ? AND owner = ? AND month = ?').pluck()
  const upsert = db.prepare('INSERT OR REPLACE INTO targets (centre_id, entity, metric, owner, month, target, file_name) VALUES (?, ?, ?, ?, ?, ?, ?)')

  /** Does the centre have this owner of the entity: the centre itself, a staff member of it, a trainer of it? */
  const ownerKnown = (f: FileRow) => {
    const centre = centreById(db, f.centre_id)
    const csid = centre?.wire.centerServiceId ?? -1
    return (owner: string): boolean => {
      if (f.entity === 'CENTER') return owner === String(csid) || owner === String(f.centre_id)
      const person = centrePerson(db, f.centre_id, csid, owner)
      if (f.entity === 'TRAINER') return person !== undefined && person.roles.some((r) => /TRAINER|COACH/.test(r))
      return person !== undefined
    }
  }

  /** Runs a scheduled validation whose time has come (once; its outcome is kept): every problem, or the targets written. */
  const validate = (f: FileRow): FileRow => {
    const parsed = Papa.parse<string[]>(f.content ?? '', { skipEmptyLines: false })
    const verdict = validateTargetFile(parsed.data, {
      entityName: ownerEntityName(f.entity),
      ownerKnown: ownerKnown(f),
      targetExists: (owner, month) => existing.get(f.centre_id, f.entity, f.metric, owner, month) !== undefined,
      override: f.override === 1,
    })
    const outcome: 'SUCCESS' | 'FAILED' = verdict.problems.length === 0 ? 'SUCCESS' : 'FAILED'
    const reason = targetFileReason(verdict.problems) ?? null
    const problems = verdict.problems.length === 0 ? null : JSON.stringify(verdict.problems.slice(0, TARGET_PROBLEMS_KEPT))
    db.transaction(() => {
      if (outcome === 'SUCCESS') for (const r of verdict.rows) upsert.run(f.centre_id, f.entity, f.metric, r[0], r[1], Number(r[2]), f.file_name)
      db.prepare('UPDATE target_files SET outcome = ?, reason = ?, problems = ? WHERE file_name = ?').run(outcome, reason, problems, f.file_name)
    })()
    return { ...f, outcome, reason, problems }
  }

  const statusOf = (f: FileRow): { status: TargetUploadStatus; file: FileRow } => {
    if (f.scheduled_at === null) return { status: 'UPLOADED', file: f }
    const since = now() - f.scheduled_at
    if (f.outcome === null && since < TARGET_VALIDATION_SCHEDULED_MS) return { status: 'VALIDATION_SCHEDULED', file: f }
    if (f.outcome === null && since < TARGET_VALIDATING_UNTIL_MS) return { status: 'VALIDATING', file: f }
    const done = f.outcome === null ? validate(f) : f
    return { status: done.outcome ?? 'FAILED', file: done }
  }

  /** A file's row in the upload history. */
  const historyRow = (r: FileRow): t.TypeOf<typeof TargetUploadRowWire> => {
    const s = statusOf(r)
    return {
      targetMetric: targetMetricName(r.entity, r.metric),
      ownerType: ownerEntityName(r.entity),
      uploadedBy: r.staff_name,
      uploadedOn: r.uploaded_at ?? 0,
      status: s.status,
      file: r.file_name,
      override: r.override === 1,
      reason: s.file.reason,
      problems: s.file.problems === null ? null : (JSON.parse(s.file.problems) as RowError[]),
    }
  }

  return {
    centreOfFile: (fileName: string): number | undefined => (fileByName.get(fileName) as FileRow | undefined)?.centre_id,

    metricsOf: (entity: string): E.Either<TargetFailure, readonly TargetMetric[]> => {
      const m = TARGET_METRICS[entity]
      return m === undefined ? failure(404, unknownOwnerEntity(entity)) : E.right(m)
    },

    uploadUrl: (origin: string, centreId: number, entity: string, metric: string, staffName: string): E.Either<TargetFailure, { uploadUrl: string; fileName: string; entity: string; targetMetricIdentifier: string }> => {
      if (!knownTargetMetric(entity, metric)) return failure(404, unknownTargetMetric(entity, metric))
      const token = randomBytes(18).toString('base64url')
      const fileName = `targets-${entity}-${metric}-${centreId}-${randomBytes(4).toString('hex')}.csv`
      db.prepare('INSERT INTO target_files (file_name, centre_id, entity, metric, staff_name, upload_token, upload_expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        fileName,
        centreId,
        entity,
        metric,
        staffName,
        token,
        now() + URL_LIFETIME_MS,
      )
      return E.right({ uploadUrl: `${origin}${STORAGE_PREFIX}${token}`, fileName, entity, targetMetricIdentifier: metric })
    },

    /** The storage's PUT: one file per URL, before it expires. */
    store: (token: string, content: string): E.Either<TargetFailure, void> => {
      const f = fileByUploadToken.get(token) as FileRow | undefined
      if (f === undefined || f.content !== null || f.upload_expires_at < now()) return failure(404, M.UPLOAD_EXPIRED)
      db.prepare('UPDATE target_files SET content = ?, uploaded_at = ?, upload_token = NULL WHERE file_name = ?').run(content, now(), f.file_name)
      return E.right(undefined)
    },

    download: (token: string): E.Either<TargetFailure, { fileName: string; content: string }> => {
      const f = fileByDownloadToken.get(token) as FileRow | undefined
      if (f === undefined || f.content === null || (f.download_expires_at ?? 0) < now()) return failure(404, M.UPLOAD_EXPIRED)
      return E.right({ fileName: f.file_name, content: f.content })
    },

    schedule: (centreId: number, fileName: string, entity: string, metric: string, override: boolean): E.Either<TargetFailure, void> => {
      const f = fileByName.get(fileName) as FileRow | undefined
      if (f === undefined || f.centre_id !== centreId || f.entity !== entity || f.metric !== metric) return failure(404, M.TARGET_FILE_NOT_FOUND)
      if (f.content === null) return failure(409, 'The file has not been uploaded yet')
      if (f.scheduled_at !== null) return failure(409, 'Validation of this file is already scheduled')
      db.prepare('UPDATE target_files SET scheduled_at = ?, override = ? WHERE file_name = ?').run(now(), override ? 1 : 0, fileName)
      return E.right(undefined)
    },

    history: (centreId: number, entity: string | undefined): t.TypeOf<typeof TargetUploadRowWire>[] => {
      const rows = db
        .prepare(`SELECT * FROM target_files WHERE centre_id = ? AND content IS NOT NULL ${entity === undefined ? '' : 'AND entity = ?'} ORDER BY uploaded_at DESC, rowid DESC LIMIT 50`)
        .all(...(entity === undefined ? [centreId] : [centreId, entity])) as FileRow[]
      return rows.map(historyRow)
    },

    /** The history rows of files read by their names (a page of the paged history), in the order given. */
    historyOf: (fileNames: readonly string[]): t.TypeOf<typeof TargetUploadRowWire>[] =>
      fileNames.flatMap((n) => {
        const f = fileByName.get(n) as FileRow | undefined
        return f === undefined ? [] : [historyRow(f)]
      }),

    downloadUrl: (origin: string, centreId: number, fileName: string): E.Either<TargetFailure, { fileName: string; downloadUrl: string }> => {
      const f = fileByName.get(fileName) as FileRow | undefined
      if (f === undefined || f.centre_id !== centreId || f.content === null) return failure(404, M.TARGET_FILE_NOT_FOUND)
      const token = randomBytes(18).toString('base64url')
      db.prepare('UPDATE target_files SET download_token = ?, download_expires_at = ? WHERE file_name = ?').run(token, now() + URL_LIFETIME_MS, fileName)
      return E.right({ fileName, downloadUrl: `${origin}${STORAGE_PREFIX}${token}` })
    },
  }
}
