import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuditEntry, AuditPage, AuditSubjectKind } from '../../core/audit/audit-entry'
import type { AuditTrail } from '../../core/audit/audit-trail.port'
import { AUDIT_SUBJECT_WORDS } from '../../core/audit/messages'
import { epochMs } from '../../core/shared/brands'
import { type AuditEntryWire, type AuditPageWire, AuditPageWire as PageCodec, AuditStaffWire } from './contract/audit.codecs'
import { AUDIT_PATHS, memberHistoryPath } from './contract/audit-paths'
import { type HttpClient, buildQuery } from './http-client'
import { API_BASE } from './contract/wire'

const subjectOf = (s: string): AuditSubjectKind => (Object.prototype.hasOwnProperty.call(AUDIT_SUBJECT_WORDS, s) ? (s as AuditSubjectKind) : 'SETTING')

/** An entry as the core reads it; an action the portal does not know yet is kept as its code (shown as it is). */
const entryOf = (w: AuditEntryWire): AuditEntry => ({
  id: w.id,
  at: epochMs(w.at),
  staffId: w.staffId,
  staffName: w.staffName,
  centreId: w.centerId ?? null,
  centreName: w.centerName ?? null,
  action: w.action as AuditEntry['action'],
  subject: subjectOf(w.subject),
  subjectId: w.subjectId,
  memberId: w.userId ?? null,
  changes: w.changes,
  remarks: w.remarks ?? null,
})

const pageOf = (w: AuditPageWire): AuditPage => ({ entries: w.entries.map(entryOf), page: w.page, pageSize: w.pageSize, total: w.total })

/** The audit trail over HTTP: GET v1/audit/entries, v1/audit/staff, v1/audit/members/{userId} and the export v1/audit/export (read only). */
export const createHttpAuditTrail = (http: HttpClient): AuditTrail => ({
  search: (q) =>
    pipe(
      http.send(
        {
          path: AUDIT_PATHS.entries,
          params: {
            centerId: q.centreId,
            ...(q.staffId === undefined ? {} : { staffId: q.staffId }),
            ...(q.memberId === undefined ? {} : { userId: q.memberId }),
            ...(q.action === undefined ? {} : { action: q.action }),
            ...(q.day === undefined ? {} : { day: q.day }),
            page: q.page ?? 1,
          },
        },
        PageCodec,
      ),
      TE.map(pageOf),
    ),
  memberHistory: (q) => pipe(http.send({ path: memberHistoryPath(q.memberId), params: { page: q.page ?? 1 } }, PageCodec), TE.map(pageOf)),
  staff: (centreId) => pipe(http.send({ path: AUDIT_PATHS.staff, params: { centerId: centreId } }, AuditStaffWire), TE.map((w) => w.staff)),
  // A same-origin GET the browser downloads as it streams (the member filter is a user id, never a phone or name).
  exportLink: (q) =>
    TE.right(
      `${API_BASE}/${AUDIT_PATHS.export}${buildQuery({ centerId: q.centreId, staffId: q.staffId, userId: q.memberId, action: q.action, day: q.day })}`,
    ),
})
