import { paise } from '../shared/brands'
import { formatDateTime, formatDay } from '../shared/display-format'
import { AUDIT_ACTION_WORDS, AUDIT_EMPTY_VALUE, AUDIT_FIELD_WORDS, AUDIT_NO_CHANGE, AUDIT_ORDER_STATUS_WORDS, AUDIT_SESSION_STATUS_WORDS, AUDIT_SUBJECT_WORDS } from './messages'
import { EMPLOYEE_STATUS_LABELS } from '../shared/messages/employees'
import { LEAVE_STATUS_LABELS } from '../shared/messages/employee-status'
import { LEAD_QUALITY_LABELS } from '../shared/messages/leads'
import { LEAD_STATUS_LABELS, PAYMENT_SOURCE_LABELS } from '../shared/messages/enum-words'
import { formatRupees } from '../shared/money'
import { ptLevelOf } from '../employee/employee-profile.rule'
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

/** The fields whose values are codes, with the words staff use for each code. */
const ENUM_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  orderStatus: AUDIT_ORDER_STATUS_WORDS,
  paymentMode: PAYMENT_SOURCE_LABELS,
  leadStatus: LEAD_STATUS_LABELS,
  leadQuality: LEAD_QUALITY_LABELS,
  employeeStatus: EMPLOYEE_STATUS_LABELS,
  leaveStatus: LEAVE_STATUS_LABELS,
  sessionStatus: AUDIT_SESSION_STATUS_WORDS,
}

/** The fields whose codes are read by a rule rather than a list: a PT level is the last two characters of its code (part 2). */
const CODE_WORDS: Readonly<Record<string, (code: string) => string | undefined>> = {
  ptLevel: ptLevelOf,
}

const codeWords = (v: string, field: string | undefined): string | undefined =>
  field === undefined ? undefined : (ENUM_WORDS[field]?.[v] ?? CODE_WORDS[field]?.(v))

/** A value in words: nothing is 'none', yes/no, a code in staff words, a day or a moment at the centre, money in rupees. */
export const auditValueWords = (v: AuditValue, field?: string): string => {
  if (v === null || v === '') return AUDIT_EMPTY_VALUE
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return codeWords(v, field) ?? v
  if ('day' in v) return formatDay(v.day)
  if ('at' in v) return formatDateTime(v.at)
  return formatRupees(paise(v.paise))
}

/** One change: 'End date: 01 Dec 2026 → 31 Dec 2026'. */
export const auditChangeWords = (c: AuditChange): string => `${auditFieldWords(c.field)}: ${auditValueWords(c.before, c.field)} → ${auditValueWords(c.after, c.field)}`

/** All changes of an entry, one a line ('No field changed' when the write changed no field it tracks). */
export const auditChangesWords = (changes: readonly AuditChange[]): readonly string[] => (changes.length === 0 ? [AUDIT_NO_CHANGE] : changes.map(auditChangeWords))
