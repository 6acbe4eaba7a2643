import { createHash, randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { BulkAppliedWire, BulkAuditWire, BulkCheckWire, BulkRecordWire } from '../../adapters/http/contract/uploads.codecs'
import type * as t from 'io-ts'
import type { BulkUploadKind, RowError } from '../../core/operations/bulk-upload'
import { BULK_UPLOAD_MAX_ROWS } from '../../core/operations/bulk-upload'
import { BULK_UPLOAD_RULES } from '../../core/operations/bulk-upload-rules.rule'
import { enumLabel } from '../../core/shared/enum-labels'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'

/**
 * The sandbox's bulk uploads: staged rows, a dry run against the data (nothing changes), and an
 * apply that changes every row or none in one SQLite transaction. The same file (same kind,
 * centre, type and rows: a SHA-256 of them) applied twice changes nothing the second time. Every
 * applied row's change is kept (the audit trail).
 */

type Upload = {
  id: string
  kind: BulkUploadKind
  centre_id: number
  file_name: string
  type: string | null
  staff_name: string
  created_at: number
  expected_rows: number
  status: 'STAGING' | 'CHECKED' | 'APPLIED' | 'UNCHANGED'
  content_hash: string | null
  changed: number
  errors: number
  applied_at: number | null
}

/** What one row would do: an error, no change, or a change (in words) with the write that makes it. */
type Plan = { readonly error: { column: string; reason: string } } | { readonly unchanged: true } | { readonly change: string; readonly write: () => void }

export type BulkFailure = { readonly status: 400 | 404 | 409; readonly message: string }
const failure = (status: BulkFailure['status'], message: string): E.Either<BulkFailure, never> => E.left({ status, message })

const DAY = 86_400_000
const ist = (ms: number): string => new Date(ms + 19_800_000).toISOString().slice(0, 10)
const maskPhone = (p: string): string => `XXXXXX${p.slice(-4)}`

export const createBulkStore = (db: Db, now: () => number) => {
  const uploadById = db.prepare('SELECT * FROM bulk_uploads WHERE id = ?')
  const centreOfUpload = db.prepare('SELECT centre_id FROM bulk_uploads WHERE id = ? AND kind = ?').pluck()
  const rowsOf = db.prepare('SELECT row, cells FROM bulk_upload_rows WHERE upload_id = ? ORDER BY row')
  const countRows = db.prepare('SELECT COUNT(*) FROM bulk_upload_rows WHERE upload_id = ?').pluck()
  const insRow = db.prepare('INSERT OR REPLACE INTO bulk_upload_rows (upload_id, row, cells) VALUES (?, ?, ?)')
  const insChange = db.prepare('INSERT INTO bulk_upload_changes (upload_id, row, change) VALUES (?, ?, ?)')
  const appliedWithHash = db.prepare("SELECT * FROM bulk_uploads WHERE kind = ? AND centre_id = ? AND content_hash = ? AND status = 'APPLIED' ORDER BY applied_at LIMIT 1")

  const segmentAt = db.prepare('SELECT name FROM centre_segments WHERE segment_id = ? AND centre_id = ?').pluck()
  const inSegment = db.prepare('SELECT 1 FROM segment_members WHERE segment_id = ? AND user_id = ?').pluck()
  const removeFromSegment = db.prepare('DELETE FROM segment_members WHERE segment_id = ? AND user_id = ?')
  const grant = db.prepare('SELECT status FROM offer_grants WHERE user_id = ? AND offer_id = ? AND centre_id = ?').pluck()
  const revertGrant = db.prepare("UPDATE offer_grants SET status = 'REVERTED', reverted_at = ? WHERE user_id = ? AND offer_id = ? AND centre_id = ?")
  const membership = db.prepare("SELECT end_at, json_extract(data, '$.membershipType') AS type FROM customer_memberships WHERE id = ? AND json_extract(data, '$.centerId') = ?")
  const extend = db.prepare("UPDATE customer_memberships SET end_at = ?, data = json_set(data, '$.end', ?) WHERE id = ?")
  const logChange = db.prepare("INSERT INTO membership_changes (membership_id, action, staff_id, payload, created_at) VALUES (?, 'EXTEND', ?, ?, ?)")
  const leadAt = db.prepare('SELECT 1 FROM uploaded_leads WHERE centre_id = ? AND phone = ?').pluck()
  const insLead = db.prepare('INSERT INTO uploaded_leads (centre_id, phone, name, source, quality, upload_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')

  const plan = (u: Upload, staff: Persona, cells: readonly string[]): Plan => {
    const [a = '', b = '', c = '', d = ''] = cells
    switch (u.kind) {
      case 'segment': {
        const name = segmentAt.get(Number(b), u.centre_id) as string | undefined
        if (name === undefined) return { error: { column: 'segmentId', reason: M.UPLOAD_NOT_IN_SEGMENT } }
        if (inSegment.get(Number(b), a) === undefined) return { unchanged: true }
        return { change: `Member ${a} removed from segment ${b} (${name})`, write: () => removeFromSegment.run(Number(b), a) }
      }
      case 'offer': {
        const status = grant.get(a, b, u.centre_id) as string | undefined
        if (status === undefined) return { error: { column: 'offerId', reason: M.UPLOAD_OFFER_NOT_AVAILED } }
        if (status === 'REVERTED') return { unchanged: true }
        return { change: `Offer ${b} of member ${a} reverted`, write: () => revertGrant.run(now(), a, b, u.centre_id) }
      }
      case 'extend': {
        const m = membership.get(Number(a), u.centre_id) as { end_at: number; type: string | null } | undefined
        if (m === undefined) return { error: { column: 'membershipId', reason: M.UPLOAD_MEMBERSHIP_UNKNOWN } }
        if (m.type !== u.type) return { error: { column: 'membershipId', reason: M.uploadMembershipTypeMismatch(m.type ?? 'of no type', u.type ?? '') } }
        const end = m.end_at + Number(b) * DAY
        return {
          change: `Membership ${a} extended by ${b} days: ends on ${ist(end)} (was ${ist(m.end_at)})`,
          write: () => {
            extend.run(end, end, Number(a))
            logChange.run(Number(a), staff.id, JSON.stringify({ days: Number(b), uploadId: u.id, from: m.end_at, to: end }), now())
          },
        }
      }
      case 'leads': {
        if (leadAt.get(u.centre_id, b) !== undefined) return { unchanged: true }
        return { change: `Lead ${a} (${maskPhone(b)}) added: source ${enumLabel('leadSource', c)}, quality ${enumLabel('leadQuality', d)}`, write: () => insLead.run(u.centre_id, b, a, c, d, u.id, now()) }
      }
    }
  }

  const stamp = (u: Upload) => ({ uploadId: u.id, uploadedBy: u.staff_name, uploadedOn: u.applied_at ?? u.created_at })

  const record = (u: Upload): t.TypeOf<typeof BulkRecordWire> => ({
    uploadId: u.id,
    kind: u.kind,
    fileName: u.file_name,
    type: u.type,
    uploadedBy: u.staff_name,
    uploadedOn: u.applied_at ?? u.created_at,
    status: u.status === 'STAGING' ? 'CHECKED' : u.status,
    rows: u.expected_rows,
    changed: u.changed,
    errors: u.errors,
  })

  /** The staged rows checked again with the core's rule (the server trusts no browser), then planned. */
  const evaluate = (u: Upload, staff: Persona) => {
    const rule = BULK_UPLOAD_RULES[u.kind]
    const rows = (rowsOf.all(u.id) as { row: number; cells: string }[]).map((r) => ({ row: r.row, cells: JSON.parse(r.cells) as string[] }))
    const errors: RowError[] = []
    const plans: { row: number; plan: Plan }[] = []
    const seen = new Map<string, number>()
    for (const r of rows) {
      let ok = r.cells.length === rule.columns.length
      if (!ok) errors.push({ row: r.row, column: 'row', reason: `${rule.columns.length} cells expected` })
      const cells: string[] = []
      rule.columns.forEach((c, k) => {
        const v = c.check(r.cells[k] ?? '')
        if (E.isLeft(v)) {
          if (ok) errors.push({ row: r.row, column: c.name, reason: v.left })
          ok = false
        } else cells.push(v.right)
      })
      if (!ok) continue
      const key = rule.keyOf?.(cells)
      if (key !== undefined) {
        const first = seen.get(key)
        if (first !== undefined) {
          errors.push({ row: r.row, column: rule.columns[0]?.name ?? 'row', reason: M.UPLOAD_DUPLICATE_ROW(first) })
          continue
        }
        seen.set(key, r.row)
      }
      const p = plan(u, staff, cells)
      if ('error' in p) errors.push({ row: r.row, ...p.error })
      else plans.push({ row: r.row, plan: p })
    }
    const hash = createHash('sha256').update(JSON.stringify([u.kind, u.centre_id, u.type, rows.map((r) => r.cells)])).digest('hex')
    return { rows, errors, plans, hash }
  }

  const loaded = (id: string, kind: BulkUploadKind): E.Either<BulkFailure, Upload> => {
    const u = uploadById.get(id) as Upload | undefined
    return u === undefined || u.kind !== kind ? failure(404, M.UPLOAD_NOT_FOUND) : E.right(u)
  }

  return {
    centreOf: (id: string, kind: BulkUploadKind): number | undefined => centreOfUpload.get(id, kind) as number | undefined,

    begin: (kind: BulkUploadKind, centreId: number, fileName: string, type: string | undefined, rows: number, staff: Persona): E.Either<BulkFailure, { uploadId: string }> => {
      if (!/\.csv$/i.test(fileName.trim())) return failure(400, M.CSV_ONLY)
      if (kind === 'extend' && !['SELECT', 'ELITE', 'PRO'].includes(type ?? '')) return failure(400, M.MEMBERSHIP_TYPE_REQUIRED)
      if (rows < 1) return failure(400, M.CSV_ROWS_REQUIRED)
      if (rows > BULK_UPLOAD_MAX_ROWS) return failure(400, M.UPLOAD_TOO_MANY_ROWS(BULK_UPLOAD_MAX_ROWS))
      const id = `UPL-${randomBytes(9).toString('base64url')}`
      db.prepare(
        `INSERT INTO bulk_uploads (id, kind, centre_id, file_name, type, staff_id, staff_name, created_at, expected_rows, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'STAGING')`,
      ).run(id, kind, centreId, fileName.trim(), kind === 'extend' ? (type ?? null) : null, staff.id, staff.name, now(), rows)
      return E.right({ uploadId: id })
    },

    addRows: (id: string, kind: BulkUploadKind, rows: readonly { row: number; cells: readonly string[] }[]): E.Either<BulkFailure, { received: number }> => {
      const u = loaded(id, kind)
      if (E.isLeft(u)) return u
      if (u.right.status !== 'STAGING') return failure(409, 'This upload was already checked: start a new upload')
      if (rows.some((r) => r.row < 1 || r.row > 10 * BULK_UPLOAD_MAX_ROWS)) return failure(400, 'A row number is out of range')
      const have = countRows.get(id) as number
      if (have + rows.length > u.right.expected_rows) return failure(400, `This upload has ${u.right.expected_rows} rows`)
      db.transaction(() => {
        for (const r of rows) insRow.run(id, r.row, JSON.stringify(r.cells))
      })()
      return E.right({ received: countRows.get(id) as number })
    },

    check: (id: string, kind: BulkUploadKind, staff: Persona): E.Either<BulkFailure, t.TypeOf<typeof BulkCheckWire>> => {
      const l = loaded(id, kind)
      if (E.isLeft(l)) return l
      const u = l.right
      const have = countRows.get(id) as number
      if (have !== u.expected_rows) return failure(400, `The file was not fully sent: ${have} of ${u.expected_rows} rows arrived`)
      const ev = evaluate(u, staff)
      const previous = appliedWithHash.get(u.kind, u.centre_id, ev.hash) as Upload | undefined
      if (u.status === 'STAGING') db.prepare("UPDATE bulk_uploads SET status = 'CHECKED', content_hash = ?, errors = ? WHERE id = ?").run(ev.hash, ev.errors.length, id)
      const changes = ev.plans.filter((p) => 'change' in p.plan).length
      return E.right({
        uploadId: id,
        rows: ev.rows.length,
        changes: previous === undefined ? changes : 0,
        unchanged: previous === undefined ? ev.plans.length - changes : ev.plans.length,
        errors: ev.errors,
        alreadyApplied: previous === undefined ? null : stamp(previous),
      })
    },

    apply: (id: string, kind: BulkUploadKind, staff: Persona): E.Either<BulkFailure, t.TypeOf<typeof BulkAppliedWire>> => {
      const l = loaded(id, kind)
      if (E.isLeft(l)) return l
      let u = l.right
      if (u.status === 'STAGING') return failure(409, 'Check the file (dry run) before applying it')
      if (u.status === 'APPLIED' || u.status === 'UNCHANGED') {
        const previous = u.content_hash === null ? undefined : (appliedWithHash.get(u.kind, u.centre_id, u.content_hash) as Upload | undefined)
        return E.right({ uploadId: id, status: u.status, changed: u.changed, alreadyApplied: u.status === 'UNCHANGED' && previous !== undefined ? stamp(previous) : null })
      }
      // Every row or none: the plan is made again inside the transaction (the data may have moved since the dry run).
      return db.transaction((): E.Either<BulkFailure, t.TypeOf<typeof BulkAppliedWire>> => {
        const ev = evaluate(u, staff)
        if (ev.errors.length > 0) {
          db.prepare('UPDATE bulk_uploads SET errors = ? WHERE id = ?').run(ev.errors.length, id)
          return failure(409, M.UPLOAD_HAS_ERRORS)
        }
        const previous = appliedWithHash.get(u.kind, u.centre_id, ev.hash) as Upload | undefined
        const at = now()
        if (previous !== undefined) {
          db.prepare("UPDATE bulk_uploads SET status = 'UNCHANGED', content_hash = ?, changed = 0, applied_at = ? WHERE id = ?").run(ev.hash, at, id)
          return E.right({ uploadId: id, status: 'UNCHANGED', changed: 0, alreadyApplied: stamp(previous) })
        }
        let changed = 0
        for (const p of ev.plans) {
          if (!('change' in p.plan)) continue
          p.plan.write()
          insChange.run(id, p.row, p.plan.change)
          changed++
        }
        db.prepare("UPDATE bulk_uploads SET status = 'APPLIED', content_hash = ?, changed = ?, applied_at = ? WHERE id = ?").run(ev.hash, changed, at, id)
        u = { ...u, status: 'APPLIED', changed, applied_at: at }
        return E.right({ uploadId: id, status: 'APPLIED', changed, alreadyApplied: null })
      })()
    },

    history: (kind: BulkUploadKind, centreId: number): t.TypeOf<typeof BulkRecordWire>[] =>
      (db.prepare("SELECT * FROM bulk_uploads WHERE kind = ? AND centre_id = ? AND status != 'STAGING' ORDER BY COALESCE(applied_at, created_at) DESC, rowid DESC LIMIT 50").all(kind, centreId) as Upload[]).map(record),

    audit: (id: string, kind: BulkUploadKind): E.Either<BulkFailure, t.TypeOf<typeof BulkAuditWire>> => {
      const l = loaded(id, kind)
      if (E.isLeft(l)) return l
      const changes = db.prepare('SELECT row, change FROM bulk_upload_changes WHERE upload_id = ? ORDER BY row').all(id) as { row: number; change: string }[]
      return E.right({ ...record(l.right), changes })
    },
  }
}
