import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import { AUDIT_TOO_MANY_TO_EXPORT } from '../shared/messages/audit'
import type { AuditEntry, AuditQuery } from './audit-entry'
import { auditCsv } from './audit-csv.rule'
import { AUDIT_EXPORT_LIMIT, checkAuditQuery } from './audit-query.rule'
import type { AuditDeps } from './audit-trail.port'

/** What an export answers: the CSV text (in the words staff use) and how many entries it holds. */
export type AuditExport = { readonly csv: string; readonly count: number }

/**
 * A manager exports every entry of a search (all pages, newest first) as CSV. More than
 * AUDIT_EXPORT_LIMIT entries is refused with a message to narrow the filters, rather than cut short.
 */
export const exportAuditTrail =
  (d: AuditDeps) =>
  (q: Omit<AuditQuery, 'page'> & { readonly centreId: number }): TaskEither<GatewayError, AuditExport> => {
    const checked = checkAuditQuery(q)
    if (E.isLeft(checked)) return TE.left(rejected(checked.left))
    return async () => {
      const all: AuditEntry[] = []
      for (let page = 1; ; page++) {
        const got = await d.auditTrail.search({ ...checked.right, page })()
        if (E.isLeft(got)) return got
        if (got.right.total > AUDIT_EXPORT_LIMIT) return E.left(rejected(AUDIT_TOO_MANY_TO_EXPORT))
        all.push(...got.right.entries)
        if (got.right.entries.length === 0 || all.length >= got.right.total) break
      }
      return E.right({ csv: auditCsv(all), count: all.length })
    }
  }
