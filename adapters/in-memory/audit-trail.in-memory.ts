import * as E from 'fp-ts/Either'
import type { AuditEntry, AuditPage, AuditQuery } from '../../core/audit/audit-entry'
import { AUDIT_PAGE_SIZE } from '../../core/shared/constants'
import type { AuditTrail } from '../../core/audit/audit-trail.port'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import { notFound } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'

export type InMemoryAuditTrailOptions = {
  /** The signed-in staff member's centres (a search at another centre is refused). */
  readonly centreIds?: readonly number[]
  readonly entries?: readonly AuditEntry[]
}

/** The audit trail in memory, with `append` standing for the server recording a write (tests and the demo). */
export type InMemoryAuditTrail = AuditTrail & { readonly append: (e: AuditEntry) => void }

const newestFirst = (a: AuditEntry, b: AuditEntry): number => b.at - a.at || b.id - a.id

const pageOf = (all: readonly AuditEntry[], page: number): AuditPage => {
  const p = Math.max(1, page)
  return { entries: all.slice((p - 1) * AUDIT_PAGE_SIZE, p * AUDIT_PAGE_SIZE), page: p, pageSize: AUDIT_PAGE_SIZE, total: all.length }
}

/** The audit trail in memory: the same filters, order, pages and own-centre rule as the server. */
export const createInMemoryAuditTrail = (o: InMemoryAuditTrailOptions = {}): InMemoryAuditTrail => {
  const entries: AuditEntry[] = [...(o.entries ?? [])]
  const own = new Set(o.centreIds ?? [1, 2, 3, 4, 5, 6, 7, 8])
  const found = (q: Omit<AuditQuery, 'page'> & { readonly centreId: number }): readonly AuditEntry[] => {
    const from = q.day === undefined ? undefined : startOfCentreDay(q.day)
    const to = q.day === undefined ? undefined : startOfCentreDay(addDays(q.day, 1))
    return entries
      .filter(
        (e) =>
          e.centreId === q.centreId &&
          (q.staffId === undefined || e.staffId === q.staffId) &&
          (q.memberId === undefined || e.memberId === q.memberId) &&
          (q.action === undefined || e.action === q.action) &&
          (from === undefined || to === undefined || (e.at >= from && e.at < to)),
      )
      .sort(newestFirst)
  }
  return {
    append: (e) => {
      entries.push(e)
    },
    search: (q) =>
      run(() => {
        if (!own.has(q.centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        return E.right(pageOf(found(q), q.page ?? 1))
      }),
    // No server to stream from: the file is a data address of the same CSV (its words load with it).
    exportLink: (q) => async () => {
      if (!own.has(q.centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const { auditCsv } = await import('../../core/audit/audit-csv.rule')
      return E.right(`data:text/csv;charset=utf-8,${encodeURIComponent(auditCsv(found(q)))}`)
    },
    memberHistory: (q) =>
      run(() => E.right(pageOf(entries.filter((e) => e.memberId === q.memberId && (e.centreId === null || own.has(e.centreId))).sort(newestFirst), q.page ?? 1))),
    staff: (centreId) =>
      run(() => {
        const byId = new Map(entries.filter((e) => e.centreId === centreId).map((e) => [e.staffId, e.staffName]))
        return E.right([...byId.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)))
      }),
  }
}
