import { csvText } from '../shared/csv.rule'
import { formatDateTime } from '../shared/display-format'
import { AUDIT_CSV_HEADINGS, AUDIT_NO_CHANGE } from './messages'
import type { AuditEntry } from './audit-entry'
import { auditActionWords, auditChangeWords, auditSubjectWords } from './audit-words.rule'

/**
 * The audit trail as CSV: one row an entry, in the words staff use (the action and the subject in
 * words, the moment at the centre, every change 'field: before → after' joined by '; '), through
 * the portal's one CSV rule (no cell is read as a formula).
 */
export const auditCsv = (entries: readonly AuditEntry[]): string =>
  csvText([
    AUDIT_CSV_HEADINGS,
    ...entries.map((e) => [
      formatDateTime(e.at),
      e.staffName,
      e.staffId,
      e.centreName ?? '',
      auditActionWords(e.action),
      auditSubjectWords(e.subject),
      e.subjectId,
      e.memberId ?? '',
      e.changes.length === 0 ? AUDIT_NO_CHANGE : e.changes.map(auditChangeWords).join('; '),
      e.remarks ?? '',
    ]),
  ])
