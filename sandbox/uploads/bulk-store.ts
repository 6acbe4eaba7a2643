import { createHash, randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { BulkAppliedWire, BulkAuditWire, BulkCheckWire, BulkRecordWire } from '../../adapters/http/contract/uploads.codecs'
import type * as t from 'io-ts'
import type { BulkUploadKind, RowError } from '../../core/operations/bulk-upload'
import { BULK_UPLOAD_MAX_ROWS } from '../../core/operations/bulk-upload'
import { BULK_UPLOAD_RULES, bulkStagingRefusal } from '../../core/operations/bulk-upload-rules.rule'
import { stagedRowCheck } from '../../core/operations/csv-table.rule'
import { enumLabel } from '../../core/shared/enum-labels'
import * as M from '../../core/shared/messages'
import { followUpDateAllowed } from '../../core/lead/lead.rule'
import { epochMs } from '../../core/shared/brands'
import { type CentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'
import { centreById, customerByPhone, defaultProfile } from '../store/profile-store'
import { centrePerson } from './centre-people'

/**
 * The sandbox's bulk uploads: staged rows, a dry run against the data (nothing changes), and an
 * apply that changes every row or none in one SQLite transaction. The same file (same kind,
 * centre, type and rows: a SHA-256 of them) applied twice changes nothing the second time. Every
 * applied row's change is kept (the audit trail).
 */

export type Upload = {
  id: string
  kind: BulkUploadKind
  centre_id: number
  file_name: string
  type: string | null
  staff_name: string
  created_at: number
  expected_rows: number
  status: 'STAGING' | 'CHECKED' | 'APPLIED' | 'UNCHANGED' | 'NOTHING_CHANGED'
  content_hash: string | null
  file_errors: number
  changed: number
  errors: number
  applied_at: number | null
}

/** What one row would do: its problems, no change, or a change (in words) with the write that makes it. */
type Problem = { readonly column: string; readonly reason: string }
type Plan = { readonly errors: readonly Problem[] } | { readonly unchanged: true } | { readonly change: string; readonly write: () => void }
const refused = (column: string, reason: string): Plan => ({ errors: [{ column, reason }] })

export type BulkFailure = { readonly status: 400 | 404 | 409; readonly message: string }
const failure = (status: BulkFailure['status'], message: string): E.Either<BulkFailure, never> => E.left({ status, message })

const DAY = 86_400_000
const ist = (ms: number): string => new Date(ms + 19_800_000).toISOString().slice(0, 10)
const maskPhone = (p: string): string => `XXXXXX${p.slice(-4)}`
/** An uploaded lead's first follow-up: 10 AM on its date, in the centre's day. */
const FOLLOW_UP_HOUR_MS = 10 * 3_600_000

/** An upload as its history shows it (a row of bulk_uploads). */
export const bulkRecord = (u: Upload): t.TypeOf<typeof BulkRecordWire> => ({
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

export const createBulkStore = (db: Db, now: () => number) => {
  const record = bulkRecord
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
  // An uploaded lead is a lead (the leads table: My Leads, transfers, reminders, the lead reports).
  const leadOfPhone = db.prepare(
    `SELECT 1 FROM leads l JOIN customers c ON c.id = l.user_id
     WHERE c.phone = ? AND l.center_service_id = ? AND (l.status = 'ACTIVE' OR json_extract(l.data, '$.uploadId') IS NOT NULL) LIMIT 1`,
  ).pluck()
  const insLead = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  const setLeadData = db.prepare('UPDATE leads SET data = ? WHERE id = ?')
  const insInteraction = db.prepare('INSERT INTO lead_interactions (lead_id, created_at, data) VALUES (?, ?, ?)')
  const isStaff = db.prepare('SELECT 1 FROM staff WHERE id = ?').pluck()
  const insReminder = db.prepare('INSERT OR REPLACE INTO reminders (notification_id, staff_id, data, snoozed_until) VALUES (?, ?, ?, ?)')

  /** The lead's owner: the uploader when the cell is empty, else a staff member of the centre by employee id or email. */
  // Looked up once per owner and centre in one check or apply (a file names few owners in many rows).
  const owners = new Map<string, { identityId: string; name: string } | undefined>()
  const centres = new Map<number, ReturnType<typeof centreById>>()
  const centreOf = (id: number) => (centres.has(id) ? centres.get(id) : centres.set(id, centreById(db, id)).get(id))
  const ownerOf = (cell: string, centreId: number, csid: number, staff: Persona): { identityId: string; name: string } | undefined => {
    if (cell === '') return { identityId: staff.id, name: staff.name }
    const key = `${centreId}|${cell.toLowerCase()}`
    if (!owners.has(key)) owners.set(key, centrePerson(db, centreId, csid, cell))
    return owners.get(key)
  }

  // New customers of one apply take the next free ids in turn (the highest id is read once per apply, not once per lead).
  let nextCustomerId: number | undefined
  const maxCustomerId = db.prepare('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 100000) FROM customers').pluck()
  const insCustomer = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, NULL, 0, NULL, 1, ?)',
  )
  const insProfile = db.prepare('INSERT OR IGNORE INTO customer_profiles (user_id, data) VALUES (?, ?)')
  const newCustomer = (phone: string, firstName: string, lastName: string): { id: string } => {
    nextCustomerId = (nextCustomerId ?? (maxCustomerId.get() as number)) + 1
    const id = String(nextCustomerId)
    insCustomer.run(id, firstName, lastName, phone, now())
    insProfile.run(id, JSON.stringify(defaultProfile()))
    return { id }
  }

  const addLead = (u: Upload, staff: Persona, csid: number, category: string, row: { name: string; phone: string; source: string; quality: string; owner: { identityId: string; name: string }; followUp: number | null }): void => {
    const [first = row.name, ...rest] = row.name.split(/\s+/)
    const customer = customerByPhone(db, row.phone) ?? newCustomer(row.phone, first, rest.join(' '))
    const status = row.quality === 'NOT_INTERESTED' ? 'CLOSED' : 'ACTIVE'
    const data = {
      userId: customer.id,
      centerId: csid,
      leadCategory: category,
      leadStatus: status,
      leadType: row.quality,
      leadQuality: row.quality,
      comment: '',
      commentTag: null,
      assigneeId: row.owner.identityId,
      assigneeName: row.owner.name,
      assigneeType: 'MC',
      createdBy: staff.id,
      createdAt: now(),
      taskInstanceId: null as string | null,
      taskAssignee: { fullName: row.owner.name },
      nextFollowUpTime: row.followUp,
      source: row.source,
      uploadId: u.id,
    }
    const leadId = Number(insLead.run(customer.id, csid, category, status, JSON.stringify(data)).lastInsertRowid)
    const taskInstanceId = `ti-${leadId}`
    setLeadData.run(JSON.stringify({ ...data, taskInstanceId }), leadId)
    insInteraction.run(leadId, now(), JSON.stringify({ kind: 'CAPTURED', byName: staff.name, comment: `Uploaded from ${u.file_name}`, leadQuality: row.quality }))
    // The owner's reminder to call, held until the follow-up is due.
    if (row.followUp !== null && status === 'ACTIVE' && isStaff.get(row.owner.identityId) !== undefined) {
      const id = `rem-lead-${leadId}`
      const title = M.uploadedLeadReminderTitle(row.name)
      const subtitle = M.uploadedLeadReminderSubtitle(u.file_name)
      const action = { type: 'CALL_LEAD', title: 'Call now', notificationId: id, notificationAction: 'CALL_LEAD', taskInstanceId, userId: customer.id }
      insReminder.run(
        id,
        row.owner.identityId,
        JSON.stringify({
          entityId: customer.id,
          notificationId: id,
          title,
          subtitle,
          expandView: { title, description: subtitle, subscript: ist(row.followUp) },
          actions: [action, { type: 'SNOOZE', title: 'Snooze', notificationId: id, notificationAction: 'SNOOZE', taskInstanceId, userId: customer.id }],
          headerAction: action,
        }),
        row.followUp > now() ? row.followUp : null,
      )
    }
  }

  const plan = (u: Upload, staff: Persona, cells: readonly string[]): Plan => {
    const [a = '', b = '', c = '', d = '', e = '', f = ''] = cells
    switch (u.kind) {
      case 'segment': {
        const name = segmentAt.get(Number(b), u.centre_id) as string | undefined
        if (name === undefined) return refused('segmentId', M.UPLOAD_NOT_IN_SEGMENT)
        if (inSegment.get(Number(b), a) === undefined) return { unchanged: true }
        return { change: `Member ${a} removed from segment ${b} (${name})`, write: () => removeFromSegment.run(Number(b), a) }
      }
      case 'offer': {
        const status = grant.get(a, b, u.centre_id) as string | undefined
        if (status === undefined) return refused('offerId', M.UPLOAD_OFFER_NOT_AVAILED)
        if (status === 'REVERTED') return { unchanged: true }
        return { change: `Offer ${b} of member ${a} reverted`, write: () => revertGrant.run(now(), a, b, u.centre_id) }
      }
      case 'extend': {
        const m = membership.get(Number(a), u.centre_id) as { end_at: number; type: string | null } | undefined
        if (m === undefined) return refused('membershipId', M.UPLOAD_MEMBERSHIP_UNKNOWN)
        if (m.type !== u.type) return refused('membershipId', M.uploadMembershipTypeMismatch(m.type ?? 'of no type', u.type ?? ''))
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
        const centre = centreOf(u.centre_id)
        if (centre === undefined) return refused('file', M.CENTRE_NOT_FOUND)
        const csid = centre.wire.centerServiceId
        const owner = ownerOf(e, u.centre_id, csid, staff)
        const problems: Problem[] = []
        if (owner === undefined) problems.push({ column: 'owner', reason: M.UPLOAD_OWNER_UNKNOWN })
        if (f !== '' && !followUpDateAllowed(f, epochMs(now()))) problems.push({ column: 'followUpDate', reason: M.FOLLOW_UP_DATE_OUT_OF_RANGE })
        if (problems.length > 0 || owner === undefined) return { errors: problems }
        if (leadOfPhone.get(b, csid) !== undefined) return { unchanged: true }
        const followUp = f === '' ? null : startOfCentreDay(f as CentreDay) + FOLLOW_UP_HOUR_MS
        const category = centre.wire.type === 'PLAY' ? 'PLAY_LEAD' : 'GYM_LEAD'
        return {
          change: `Lead ${a} (${maskPhone(b)}) added: source ${enumLabel('leadSource', c)}, quality ${enumLabel('leadQuality', d)}, owned by ${owner.name}${f === '' ? '' : `, follow-up on ${f}`}`,
          write: () => addLead(u, staff, csid, category, { name: a, phone: b, source: c, quality: d, owner, followUp }),
        }
      }
    }
  }

  const stamp = (u: Upload) => ({ uploadId: u.id, uploadedBy: u.staff_name, uploadedOn: u.applied_at ?? u.created_at })


  /** The staged rows checked again with the core's rule (the server trusts no browser), then planned. */
  const evaluate = (u: Upload, staff: Persona) => {
    owners.clear()
    centres.clear()
    const rule = BULK_UPLOAD_RULES[u.kind]
    const rows = (rowsOf.all(u.id) as { row: number; cells: string }[]).map((r) => ({ row: r.row, cells: JSON.parse(r.cells) as string[] }))
    const errors: RowError[] = []
    const plans: { row: number; plan: Plan }[] = []
    const check = stagedRowCheck(rule)
    for (const r of rows) {
      const checked = check(r)
      if ('errors' in checked) {
        errors.push(...checked.errors)
        continue
      }
      const cells = checked.cells
      const p = plan(u, staff, cells)
      if ('errors' in p) errors.push(...p.errors.map((e) => ({ row: r.row, ...e })))
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

    begin: (kind: BulkUploadKind, centreId: number, fileName: string, type: string | undefined, rows: number, staff: Persona, fileErrors = 0): E.Either<BulkFailure, { uploadId: string }> => {
      const refusal = bulkStagingRefusal(kind, fileName, type, rows)
      if (refusal !== undefined) return failure(400, refusal)
      if (fileErrors < 0 || fileErrors > 10 * BULK_UPLOAD_MAX_ROWS) return failure(400, 'The count of the file’s problems is out of range')
      const id = `UPL-${randomBytes(9).toString('base64url')}`
      db.prepare(
        `INSERT INTO bulk_uploads (id, kind, centre_id, file_name, type, staff_id, staff_name, created_at, expected_rows, status, file_errors)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'STAGING', ?)`,
      ).run(id, kind, centreId, fileName.trim(), kind === 'extend' ? (type ?? null) : null, staff.id, staff.name, now(), rows, fileErrors)
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
      if (u.status === 'STAGING') db.prepare("UPDATE bulk_uploads SET status = 'CHECKED', content_hash = ?, errors = ? WHERE id = ?").run(ev.hash, u.file_errors + ev.errors.length, id)
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
      if (u.file_errors > 0) return failure(409, M.UPLOAD_HAS_ERRORS)
      if (u.status === 'APPLIED' || u.status === 'UNCHANGED' || u.status === 'NOTHING_CHANGED') {
        const previous = u.content_hash === null ? undefined : (appliedWithHash.get(u.kind, u.centre_id, u.content_hash) as Upload | undefined)
        return E.right({ uploadId: id, status: u.status, changed: u.changed, alreadyApplied: u.status === 'UNCHANGED' && previous !== undefined ? stamp(previous) : null })
      }
      // Every row or none: the plan is made again inside the transaction (the data may have moved since the dry run).
      nextCustomerId = undefined
      return db.transaction((): E.Either<BulkFailure, t.TypeOf<typeof BulkAppliedWire>> => {
        const ev = evaluate(u, staff)
        if (ev.errors.length > 0) {
          db.prepare('UPDATE bulk_uploads SET errors = ? WHERE id = ?').run(u.file_errors + ev.errors.length, id)
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
        // A file whose every row was already as it asks changed nothing: said, and recorded, as such.
        const status = changed === 0 ? 'NOTHING_CHANGED' : 'APPLIED'
        db.prepare('UPDATE bulk_uploads SET status = ?, content_hash = ?, changed = ?, applied_at = ? WHERE id = ?').run(status, ev.hash, changed, at, id)
        u = { ...u, status, changed, applied_at: at }
        return E.right({ uploadId: id, status, changed, alreadyApplied: null })
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
