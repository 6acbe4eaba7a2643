import type { AuditEntryWire, AuditPageWire } from '../../adapters/http/contract/audit.codecs'
import { AUDIT_PAGE_SIZE } from '../../core/shared/constants'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import type { Db } from '../db/database'

/*
 * The audit trail's read side: a centre's trail searched by staff member, member, action and day,
 * a member's History, and the staff members who appear in a centre's trail. Newest first, a page
 * of AUDIT_PAGE_SIZE at a time. Only SELECTs: nothing here changes an entry.
 */

/** An entry as the trail's reads select it (TRAIL_SELECT). */
export type TrailRow = {
  id: number
  at: number
  staff_id: string
  staff_name: string
  centre_id: number | null
  centre_data: string | null
  action: string
  subject_kind: string
  subject_id: string
  member_id: string | null
  changes: string
  remarks: string | null
}

const wireOf = (r: TrailRow): AuditEntryWire => ({
  id: r.id,
  at: r.at,
  staffId: r.staff_id,
  staffName: r.staff_name,
  centerId: r.centre_id,
  centerName: centreNameOf(r),
  action: r.action,
  subject: r.subject_kind,
  subjectId: r.subject_id,
  userId: r.member_id,
  changes: JSON.parse(r.changes) as AuditEntryWire['changes'],
  remarks: r.remarks,
})

/** The centre an entry was made at, by name (none for a write with no centre). */
export const centreNameOf = (r: TrailRow): string | null => (r.centre_data === null ? null : ((JSON.parse(r.centre_data) as { name?: string }).name ?? null))

/** Every column of an entry, with its centre's record. */
export const TRAIL_SELECT = `SELECT e.id, e.at, e.staff_id, e.staff_name, e.centre_id, c.data AS centre_data, e.action, e.subject_kind, e.subject_id, e.member_id, e.changes, e.remarks
  FROM audit_trail_entries e LEFT JOIN centres c ON c.id = e.centre_id`

const pageOf = (db: Db, where: string, args: Record<string, unknown>, page: number): AuditPageWire => {
  const total = db.prepare(`SELECT COUNT(*) FROM audit_trail_entries e WHERE ${where}`).pluck().get(args) as number
  const offset = (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE
  const rows = db.prepare(`${TRAIL_SELECT} WHERE ${where} ORDER BY e.at DESC, e.id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET @offset`).all({ ...args, offset }) as TrailRow[]
  return { entries: rows.map(wireOf), page: Math.max(1, page), pageSize: AUDIT_PAGE_SIZE, total }
}

export type TrailSearch = { readonly centreId: number; readonly staffId?: string; readonly memberId?: string; readonly action?: string; readonly day?: string; readonly page?: number }

/** A page of one centre's trail, narrowed by each filter given. */
export const searchTrail = (db: Db, q: TrailSearch): AuditPageWire => {
  const { where, args } = trailFilter(q)
  return pageOf(db, where, args, q.page ?? 1)
}

/** The SQL condition (on `e`, the entries) and its arguments that narrow a centre's trail by each filter given. */
export const trailFilter = (q: Omit<TrailSearch, 'page'>): { readonly where: string; readonly args: Record<string, unknown> } => {
  const from = q.day === undefined ? null : startOfCentreDay(q.day)
  const to = q.day === undefined ? null : startOfCentreDay(addDays(q.day, 1))
  const where = `e.centre_id = @centre
    AND (@staff IS NULL OR e.staff_id = @staff)
    AND (@member IS NULL OR e.member_id = @member)
    AND (@action IS NULL OR e.action = @action)
    AND (@from IS NULL OR (e.at >= @from AND e.at < @to))`
  return { where, args: { centre: q.centreId, staff: q.staffId ?? null, member: q.memberId ?? null, action: q.action ?? null, from, to } }
}

/** A page of what staff changed about one member, at the given centres and customer-wide (no centre). */
export const memberTrail = (db: Db, memberId: string, centreIds: readonly number[], page: number): AuditPageWire =>
  pageOf(db, `e.member_id = @member AND (e.centre_id IS NULL OR e.centre_id IN (SELECT value FROM json_each(@centres)))`, { member: memberId, centres: JSON.stringify(centreIds) }, page)

/** The staff members who appear in a centre's trail, by name. */
export const trailStaff = (db: Db, centreId: number): readonly { id: string; name: string }[] =>
  db
    .prepare('SELECT staff_id AS id, MAX(staff_name) AS name FROM audit_trail_entries WHERE centre_id = ? GROUP BY staff_id ORDER BY name, staff_id')
    .all(centreId) as { id: string; name: string }[]
