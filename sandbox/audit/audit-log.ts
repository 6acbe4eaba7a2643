import type { AuditAction, AuditChange, AuditSubjectKind, AuditValue } from '../../core/audit/audit-entry'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'

/*
 * The audit trail's write side (sandbox/http/route.ts calls it): every write route declares in the
 * route table how it is audited, and the route helper records the entry in the same transaction as
 * the write. Nothing here changes or removes an entry, and the table's triggers refuse UPDATE and
 * DELETE (migration 27).
 */

/** The fields of a thing a write changes, read before and after it (changed fields are recorded). */
export type AuditSnapshot = Readonly<Record<string, AuditValue>>

/** A write about a member, an order, a lead, an employee or a setting: how its entry is made. */
export type AuditDescriptor<I> = {
  /** What the staff member did (a code of core/audit/messages.ts), or how to tell it from the request. */
  readonly action: AuditAction | ((i: I) => AuditAction)
  /** What the entry is about. */
  readonly subject: AuditSubjectKind
  /** The subject's id: from the request, or, for a thing the write creates, from the answer (the answer's JSON). */
  readonly id: (i: I, answer: unknown) => string | number | null | undefined
  /** The member the entry is about, for their History; a MEMBER subject is its own member. */
  readonly member?: (i: I, answer: unknown) => string | number | null | undefined
  /**
   * What the write changes: read before the write (answer undefined) and after it (with the
   * answer); the fields that differ are recorded with their before and after. Without it the
   * entry records the action and the remarks only.
   */
  readonly track?: (i: I, answer: unknown) => AuditSnapshot | undefined
  /** The remarks given (default: the body's remarks, annotation, comment, reason or notes). */
  readonly remarks?: (i: I) => string | null | undefined
  /** Whether this answer is a write (default: every 2xx answer): a dry run or an answer that found the thing already there is not. */
  readonly only?: (i: I, answer: unknown, status: number) => boolean
  /** The centre the write is made at (default: the first centre of the route's scope; none for a customer-wide write). */
  readonly centre?: (i: I, answer: unknown) => number | null | undefined
}

/**
 * How a write route (POST or PUT) is audited, declared in the route table so a new route cannot be
 * added without saying it:
 * - a descriptor: the write is recorded (who, when, centre, action, subject, changes, remarks);
 * - 'reads': the call only reads (a search, a report, a price) and writes nothing;
 * - { notAudited }: a write about none of member, order, lead, employee or setting, with why
 *   (the staff member's own session and inbox, the sandbox's device simulators, a draft upload).
 */
export type AuditSpec<I> = AuditDescriptor<I> | 'reads' | { readonly notAudited: string }

export const isDescriptor = <I>(a: AuditSpec<I> | undefined): a is AuditDescriptor<I> => a !== undefined && a !== 'reads' && !('notAudited' in a)

/** The audit declaration in words (the route catalogue keeps it; tests read it). */
export const describeAudit = <I>(a: AuditSpec<I>): string =>
  a === 'reads' ? 'reads' : 'notAudited' in a ? `not audited: ${a.notAudited}` : `${a.subject}: ${typeof a.action === 'string' ? a.action : 'by request'}`

/** A field of an answer or request (a.b.c), as text, when present. */
export const fieldOf = (v: unknown, ...path: readonly string[]): string | undefined => {
  let x: unknown = v
  for (const k of path) x = x !== null && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined
  return typeof x === 'string' && x !== '' ? x : typeof x === 'number' && Number.isFinite(x) ? String(x) : undefined
}

const REMARK_FIELDS = ['remarks', 'annotation', 'comment', 'comments', 'reason', 'notes', 'note'] as const

/** The remarks of a request body: the first non-blank of its remarks, annotation, comment(s), reason or note(s). */
export const remarksOf = (body: unknown): string | undefined => {
  for (const k of REMARK_FIELDS) {
    const v = fieldOf(body, k)
    if (v !== undefined && v.trim() !== '') return v.trim()
  }
  return undefined
}

const same = (a: AuditValue | undefined, b: AuditValue | undefined): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields that differ between two snapshots (a missing snapshot is a thing that does not exist yet, or any more). */
export const changesBetween = (before: AuditSnapshot | undefined, after: AuditSnapshot | undefined): readonly AuditChange[] => {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.filter((f) => !same(before?.[f], after?.[f])).map((f) => ({ field: f, before: before?.[f] ?? null, after: after?.[f] ?? null }))
}

export type NewAuditEntry = {
  readonly at: number
  readonly staff: Persona
  readonly centreId: number | null
  readonly action: AuditAction
  readonly subject: AuditSubjectKind
  readonly subjectId: string
  readonly memberId: string | null
  readonly changes: readonly AuditChange[]
  readonly remarks: string | null
  /** The call that made it ('POST v1/memberships/update'). */
  readonly call: string
}

/** Appends one entry (inside the caller's transaction). */
export const appendAuditEntry = (db: Db, e: NewAuditEntry): void => {
  db.prepare(
    'INSERT INTO audit_trail_entries (at, staff_id, staff_name, centre_id, action, subject_kind, subject_id, member_id, changes, remarks, call) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(e.at, e.staff.id, e.staff.name, e.centreId, e.action, e.subject, e.subjectId, e.memberId, JSON.stringify(e.changes), e.remarks, e.call)
}

const clocks = new WeakMap<Db, () => number>()

/** The sandbox's clock for the entries of a database (createSandboxApp sets it; the machine's clock until then). */
export const setAuditClock = (db: Db, now: () => number): void => {
  clocks.set(db, now)
}
export const auditClockOf = (db: Db): (() => number) => clocks.get(db) ?? (() => Date.now())

const queues = new WeakMap<Db, Promise<unknown>>()

/**
 * Runs an audited write alone, in one transaction: BEGIN, the write, its entry, COMMIT. Writes are
 * taken one at a time (a handler may wait on a promise mid-write, and SQLite has one transaction a
 * connection); a write that throws is rolled back, its entry with it. A transaction a handler opens
 * inside (db.transaction) becomes a savepoint of this one.
 */
export const inAuditedTransaction = <T>(db: Db, run: () => Promise<T>): Promise<T> => {
  const previous = queues.get(db) ?? Promise.resolve()
  const mine = previous.then(async () => {
    db.exec('BEGIN IMMEDIATE')
    try {
      const out = await run()
      db.exec('COMMIT')
      return out
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK')
      throw err
    }
  })
  queues.set(
    db,
    mine.catch(() => undefined),
  )
  return mine
}
