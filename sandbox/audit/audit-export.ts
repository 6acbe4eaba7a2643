import type { AuditEntry, AuditSubjectKind } from '../../core/audit/audit-entry'
import { auditCsvHeadings, auditCsvRow } from '../../core/audit/audit-csv.rule'
import { csvText } from '../../core/shared/csv.rule'
import { epochMs } from '../../core/shared/brands'
import type { Db } from '../db/database'
import { TRAIL_SELECT, type TrailRow, type TrailSearch, centreNameOf, trailFilter } from './audit-read'

/** Entries read from the database a chunk at a time while the export streams. */
const CHUNK = 500


const entryOf = (r: TrailRow): AuditEntry => ({
  id: r.id,
  at: epochMs(r.at),
  staffId: r.staff_id,
  staffName: r.staff_name,
  centreId: r.centre_id,
  centreName: centreNameOf(r),
  action: r.action as AuditEntry['action'],
  subject: r.subject_kind as AuditSubjectKind,
  subjectId: r.subject_id,
  memberId: r.member_id,
  changes: JSON.parse(r.changes) as AuditEntry['changes'],
  remarks: r.remarks,
})

/**
 * A centre's trail narrowed by the search's filters, as the CSV the screen's export has always
 * written (core/audit/audit-csv.rule.ts): the headings, then every entry newest first. Lazy: each
 * pull reads the next chunk after the last (at, id) written, along the trail's index, so the whole
 * trail is never held at once, however long it is.
 */
export function* auditCsvLines(db: Db, q: Omit<TrailSearch, 'page'>): Generator<string, void, undefined> {
  const { where, args } = trailFilter(q)
  const next = db.prepare(
    `${TRAIL_SELECT}
      WHERE ${where} AND (@afterAt IS NULL OR e.at < @afterAt OR (e.at = @afterAt AND e.id < @afterId))
      ORDER BY e.at DESC, e.id DESC LIMIT ${CHUNK}`,
  )
  yield auditCsvHeadings()
  let after: { at: number; id: number } | null = null
  for (;;) {
    const rows = next.all({ ...args, afterAt: after?.at ?? null, afterId: after?.id ?? null }) as TrailRow[]
    if (rows.length === 0) return
    yield `\r\n${csvText(rows.map((r) => auditCsvRow(entryOf(r))))}`
    if (rows.length < CHUNK) return
    const last = rows[rows.length - 1] as TrailRow
    after = { at: last.at, id: last.id }
  }
}
