import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Issue } from '../../core/operations/issue'
import type { IssueDesk } from '../../core/operations/issue-desk.port'
import { epochMs } from '../../core/shared/brands'
import { type IssueWire, IssueWire as IssueCodec, IssuesWire } from './contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS as P } from './contract/operations-issues-paths'
import type { HttpClient } from './http-client'

const issueOf = (w: IssueWire): Issue => ({
  id: w.id,
  centreId: w.centerId,
  category: w.category,
  categoryComment: w.categoryComment ?? '',
  title: w.title,
  description: w.description,
  status: w.status,
  reportedBy: w.reportedBy,
  reportedAt: epochMs(w.reportedAt),
  updatedAt: epochMs(w.updatedAt),
})

/** Report Issue over HTTP: GET v1/odin/issues?centerId, POST v1/odin/issues. */
export const createHttpIssueDesk = (http: HttpClient): IssueDesk => ({
  list: (centreId) => pipe(http.send({ path: P.issues, params: { centerId: centreId } }, IssuesWire), TE.map((w) => w.issues.map(issueOf))),
  report: (i) =>
    pipe(
      http.send(
        { path: P.issues, data: { centerId: i.centreId, category: i.category, categoryComment: i.categoryComment, title: i.title, description: i.description } },
        IssueCodec,
      ),
      TE.map(issueOf),
    ),
})
