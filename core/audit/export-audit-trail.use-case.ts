import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { AUDIT_EXPORT_LIMIT } from '../shared/constants'
import { type GatewayError, rejected } from '../shared/errors'
import { AUDIT_TOO_MANY_TO_EXPORT } from '../shared/messages/audit-query'
import type { AuditEntry, AuditQuery } from './audit-entry'
import type { AuditDeps } from './audit-trail.port'
import { searchAuditTrail } from './search-audit-trail.use-case'

/** What an export answers: the CSV text (in the words staff use) and how many entries it holds. */
export type AuditExport = { readonly csv: string; readonly count: number }

/**
 * A manager exports every entry of a search (all pages, newest first) as CSV, checked as the
 * search is. More than AUDIT_EXPORT_LIMIT entries is refused with a message to narrow the filters,
 * rather than cut short.
 */
export const exportAuditTrail =
  (d: AuditDeps) =>
  (q: Omit<AuditQuery, 'page'> & { readonly centreId: number }): TaskEither<GatewayError, AuditExport> =>
  async () => {
    const search = searchAuditTrail(d)
    const all: AuditEntry[] = []
    for (let page = 1; ; page++) {
      const got = await search({ ...q, page })()
      if (E.isLeft(got)) return got
      if (got.right.total > AUDIT_EXPORT_LIMIT) return E.left(rejected(AUDIT_TOO_MANY_TO_EXPORT))
      all.push(...got.right.entries)
      if (got.right.entries.length === 0 || all.length >= got.right.total) break
    }
    // The CSV's words and formats load with the export (they stay out of the composition root).
    const { auditCsv } = await import('./audit-csv.rule')
    return E.right({ csv: auditCsv(all), count: all.length })
  }
