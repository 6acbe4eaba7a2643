import type { Db } from '../db/database'
import type { AuditSnapshot } from './audit-log'

/*
 * What the audited writes change, read from the sandbox's tables: the fields a snapshot names are
 * the fields staff see (core/audit/messages.ts names them); enum values stay codes and the
 * core writes them in staff's words. Each look-up answers undefined for a thing that does not exist.
 */

const one = <T>(db: Db, sql: string, ...args: unknown[]): T | undefined => db.prepare(sql).get(...args) as T | undefined
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const json = (s: string | undefined): Record<string, unknown> | undefined => (s === undefined ? undefined : (JSON.parse(s) as Record<string, unknown>))

const centreName = (db: Db, id: unknown): string | null =>
  typeof id === 'number' ? text(json(one<{ data: string }>(db, 'SELECT data FROM centres WHERE id = ?', id)?.data)?.name) : null

/** A membership: its start and end days, trainer, sessions and centre. */
export const membershipSnapshot = (db: Db, membershipId: unknown): AuditSnapshot | undefined => {
  const m = json(one<{ data: string }>(db, 'SELECT data FROM customer_memberships WHERE id = ?', membershipId)?.data)
  if (m === undefined) return undefined
  const benefits = Array.isArray(m.benefits) ? (m.benefits as { maxTickets?: unknown }[]) : []
  const start = num(m.start)
  const end = num(m.end)
  const metadata = (m.metadata ?? {}) as { preferredCenterId?: unknown }
  return {
    startDate: start === null ? null : { day: start },
    endDate: end === null ? null : { day: end },
    trainer: text(m.trainerName),
    sessions: num(benefits[0]?.maxTickets),
    centre: centreName(db, metadata.preferredCenterId ?? m.centerId),
  }
}

export const memberOfMembership = (db: Db, membershipId: unknown): string | undefined =>
  one<{ user_id: string }>(db, 'SELECT user_id FROM customer_memberships WHERE id = ?', membershipId)?.user_id

/** An order (a sale): its status, amount and how it was paid. */
export const orderSnapshot = (db: Db, orderId: unknown): AuditSnapshot | undefined => {
  const o = one<{ status: string; amount_paise: number; channel: string }>(db, 'SELECT status, amount_paise, channel FROM sale_orders WHERE order_id = ?', orderId)
  return o === undefined ? undefined : { orderStatus: o.status, amount: { paise: o.amount_paise }, paymentMode: o.channel }
}

export const memberOfOrder = (db: Db, orderId: unknown): string | undefined => one<{ user_id: string }>(db, 'SELECT user_id FROM sale_orders WHERE order_id = ?', orderId)?.user_id

/** The order a card-machine request created (none before it is created). */
export const orderOfPaymentRequest = (db: Db, requestId: unknown): string | undefined =>
  one<{ order_id: string }>(db, 'SELECT order_id FROM terminal_payments WHERE request_id = ?', requestId)?.order_id

/** A lead: its quality, status, follow-up, owner and last comment. */
export const leadSnapshot = (db: Db, leadId: unknown): AuditSnapshot | undefined => {
  const r = one<{ status: string; data: string }>(db, 'SELECT status, data FROM leads WHERE id = ?', leadId)
  if (r === undefined) return undefined
  const l = json(r.data) ?? {}
  const follow = num(l.nextFollowUpTime)
  return {
    leadQuality: text(l.leadQuality ?? l.leadType),
    leadStatus: r.status,
    followUpAt: follow === null ? null : { at: follow },
    owner: text(l.assigneeName),
    commentTag: text(l.commentTag),
    comment: text(l.comment),
  }
}

export const memberOfLead = (db: Db, leadId: unknown): string | undefined => one<{ user_id: string }>(db, 'SELECT user_id FROM leads WHERE id = ?', leadId)?.user_id

/** The lead a task belongs to (the latest one, open or not). */
export const leadOfTask = (db: Db, taskInstanceId: unknown): number | undefined =>
  one<{ id: number }>(db, "SELECT id FROM leads WHERE json_extract(data, '$.taskInstanceId') = ? ORDER BY id DESC LIMIT 1", taskInstanceId)?.id

/** An employee: status, PT level and specialisations. */
export const employeeSnapshot = (db: Db, agentId: unknown): AuditSnapshot | undefined => {
  const e = json(one<{ data: string }>(db, 'SELECT data FROM employees WHERE agent_id = ?', agentId)?.data)
  if (e === undefined) return undefined
  return {
    name: text(e.name),
    employeeStatus: text(e.status),
    ptLevel: text(e.ptLevelCode),
    specialisations: Array.isArray(e.specialisations) ? (e.specialisations as unknown[]).filter((x) => typeof x === 'string').join(', ') : null,
  }
}

/** A leave request: its status. */
export const leaveSnapshot = (db: Db, leaveId: unknown): AuditSnapshot | undefined => {
  const r = one<{ status: string }>(db, 'SELECT status FROM leave_requests WHERE id = ?', leaveId)
  return r === undefined ? undefined : { leaveStatus: r.status }
}

export const employeeOfLeave = (db: Db, leaveId: unknown): string | undefined => one<{ agent_id: string }>(db, 'SELECT agent_id FROM leave_requests WHERE id = ?', leaveId)?.agent_id

export const memberOfCheckIn = (db: Db, checkInId: unknown): string | undefined =>
  one<{ user_id: string }>(db, 'SELECT user_id FROM check_ins WHERE id = ?', typeof checkInId === 'string' ? Number(checkInId) : checkInId)?.user_id

export const memberOfPtSession = (db: Db, sessionId: unknown): string | undefined =>
  one<{ user_id: string }>(db, 'SELECT user_id FROM pt_sessions WHERE id = ?', typeof sessionId === 'string' ? Number(sessionId) : sessionId)?.user_id

export const memberOfTask = (db: Db, uuid: unknown): string | undefined => one<{ user_id: string }>(db, 'SELECT user_id FROM crm_tasks WHERE uuid = ?', uuid)?.user_id

/** A PT session: its status and time. */
export const ptSessionSnapshot = (db: Db, sessionId: unknown): AuditSnapshot | undefined => {
  const r = one<{ data: string }>(db, 'SELECT data FROM pt_sessions WHERE id = ?', typeof sessionId === 'string' ? Number(sessionId) : sessionId)
  const s = json(r?.data)
  if (s === undefined) return undefined
  const start = num(s.startTime)
  return { sessionStatus: text(s.status), startsAt: start === null ? null : { at: start } }
}

/** A check-in: check-in and check-out times and trainer. */
export const checkInSnapshot = (db: Db, checkInId: unknown): AuditSnapshot | undefined => {
  const r = one<{ data: string }>(db, 'SELECT data FROM check_ins WHERE id = ?', typeof checkInId === 'string' ? Number(checkInId) : checkInId)
  const s = json(r?.data)
  if (s === undefined) return undefined
  const out = num(s.checkOutTime)
  return { checkedOutAt: out === null ? null : { at: out }, trainer: text(s.trainerName) }
}
