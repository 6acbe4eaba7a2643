import * as E from 'fp-ts/Either'
import type { Issue } from '../../core/operations/issue'
import type { IssueDesk } from '../../core/operations/issue-desk.port'
import { validateIssueReport } from '../../core/operations/issue-report.rule'
import type { Clock } from '../../core/shared/clock.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'

export type InMemoryIssueDeskOptions = {
  readonly clock: Pick<Clock, 'now'>
  /** Who is signed in (the reporter of new issues). */
  readonly staffName?: string
  /** The centres that exist (others answer NotFound). */
  readonly centreIds?: readonly number[]
  readonly issues?: readonly Issue[]
}

/** Report Issue in memory: the form rule on the server's side, ticket ids ISS-1001 on, newest first. */
export const createInMemoryIssueDesk = (o: InMemoryIssueDeskOptions): IssueDesk & { readonly issues: readonly Issue[] } => {
  const issues: Issue[] = [...(o.issues ?? [])]
  const centres = new Set(o.centreIds ?? [1, 2, 3, 4, 5, 6, 7, 8])
  let seq = issues.length
  return {
    issues,
    list: (centreId) =>
      run(() => {
        if (!centres.has(centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        return E.right(issues.filter((i) => i.centreId === centreId).sort((a, b) => b.reportedAt - a.reportedAt || b.id.localeCompare(a.id)))
      }),
    report: (n) =>
      run(() => {
        if (!centres.has(n.centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const checked = validateIssueReport(n.centreId, n)
        if (E.isLeft(checked)) return E.left(rejected(Object.values(checked.left.errors)[0] ?? M.FIELD_REQUIRED))
        seq += 1
        const at = o.clock.now()
        const issue: Issue = { ...checked.right, id: `ISS-${1000 + seq}`, status: 'OPEN', reportedBy: o.staffName ?? 'Asha Rao', reportedAt: at, updatedAt: at }
        issues.push(issue)
        return E.right(issue)
      }),
  }
}
