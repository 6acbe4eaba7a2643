import { paise } from '../shared/brands'
import { formatDateTime, formatDay } from '../shared/display-format'
import { AUDIT_ACTION_WORDS, AUDIT_EMPTY_VALUE, AUDIT_FIELD_WORDS, AUDIT_NO_CHANGE, AUDIT_SUBJECT_WORDS } from '../shared/messages/audit'
import { formatRupees } from '../shared/money'
import type { AuditAction, AuditChange, AuditSubjectKind, AuditValue } from './audit-entry'

/**
 * The audit trail in the words staff use: an action's and a subject's code become the catalogue's
 * words, and a change reads 'End date: 01 Dec 2026 → 31 Dec 2026', days, moments and money written
 * by the portal's formatters (a code the catalogue does not know is shown as it is, never hidden).
 */

export const auditActionWords = (a: AuditAction | string): string => (AUDIT_ACTION_WORDS as Readonly<Record<string, string>>)[a] ?? a

export const auditSubjectWords = (s: AuditSubjectKind | string): string => (AUDIT_SUBJECT_WORDS as Readonly<Record<string, string>>)[s] ?? s

/** A field's name in words: the catalogue's, else the code split into words ('followUpAt' → 'Follow up at'). */
export const auditFieldWords = (field: string): string => {
  const known = AUDIT_FIELD_WORDS[field]
  if (known !== undefined) return known
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()
  return words === '' ? field : words.charAt(0).toUpperCase() + words.slice(1)
}

/** A value in words: nothing is 'none', yes/no, a day or a moment at the centre, money in rupees. */
export const auditValueWords = (v: AuditValue): string => {
  if (v === null || v === '') return AUDIT_EMPTY_VALUE
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return v
  if ('day' in v) return formatDay(v.day)
  if ('at' in v) return formatDateTime(v.at)
  return formatRupees(paise(v.paise))
}

/** One change: 'End date: 01 Dec 2026 → 31 Dec 2026'. */
export const auditChangeWords = (c: AuditChange): string => `${auditFieldWords(c.field)}: ${auditValueWords(c.before)} → ${auditValueWords(c.after)}`

/** All changes of an entry, one a line ('No field changed' when the write changed no field it tracks). */
export const auditChangesWords = (changes: readonly AuditChange[]): readonly string[] => (changes.length === 0 ? [AUDIT_NO_CHANGE] : changes.map(auditChangeWords))
