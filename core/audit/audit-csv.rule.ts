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
export const auditCsv = (entries: readonly AuditEntry[]): string => csvText([AUDIT_CSV_HEADINGS, ...entries.map(auditCsvRow)])

/** The CSV's headings line (no line end). */
export const auditCsvHeadings = (): string => csvText([AUDIT_CSV_HEADINGS])

/** One entry's CSV cells, in the order of AUDIT_CSV_HEADINGS. */
export const auditCsvRow = (e: AuditEntry): readonly string[] => [
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
]
