import type { EpochMs } from '../shared/brands'
import { AUDIT_ACTION_WORDS, AUDIT_SUBJECT_WORDS } from './messages'

/** What a staff member did (a code of the catalogue's AUDIT_ACTION_WORDS). */
export type AuditAction = keyof typeof AUDIT_ACTION_WORDS
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_WORDS) as readonly AuditAction[]

/** What an entry is about: a member, an order, a lead, an employee or a setting. */
export type AuditSubjectKind = keyof typeof AUDIT_SUBJECT_WORDS
export const AUDIT_SUBJECT_KINDS = Object.keys(AUDIT_SUBJECT_WORDS) as readonly AuditSubjectKind[]

/**
 * A value before or after a change: text, a number, true/false, a day ({ day }: an instant whose
 * centre day counts), a moment ({ at }), money ({ paise }), or nothing.
 */
export type AuditValue = string | number | boolean | null | { readonly day: number } | { readonly at: number } | { readonly paise: number }

/** One field that changed. */
export type AuditChange = { readonly field: string; readonly before: AuditValue; readonly after: AuditValue }

/** One entry of the audit trail: who did what, when, at which centre, about what, what changed and the remarks given. */
export type AuditEntry = {
  readonly id: number
  readonly at: EpochMs
  readonly staffId: string
  readonly staffName: string
  /** The centre the write was made at (null: a customer-wide write). */
  readonly centreId: number | null
  readonly centreName: string | null
  readonly action: AuditAction
  readonly subject: AuditSubjectKind
  readonly subjectId: string
  /** The member the entry is about (their user id), when there is one. */
  readonly memberId: string | null
  readonly changes: readonly AuditChange[]
  readonly remarks: string | null
}

/** A search of the trail: every filter optional; the page is 1-based. */
export type AuditQuery = {
  readonly staffId?: string
  readonly memberId?: string
  readonly action?: AuditAction
  /** A centre day, yyyy-MM-dd. */
  readonly day?: string
  readonly centreId?: number
  readonly page?: number
}

/** One page of entries, newest first. */
export type AuditPage = {
  readonly entries: readonly AuditEntry[]
  readonly page: number
  readonly pageSize: number
  readonly total: number
}

/** The staff members who appear in a centre's trail (the staff filter's choices). */
export type AuditStaff = { readonly id: string; readonly name: string }

export const isAuditAction = (s: string): s is AuditAction => Object.prototype.hasOwnProperty.call(AUDIT_ACTION_WORDS, s)
