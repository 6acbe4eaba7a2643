import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Issue } from './issue'
import type { IssuesDeps } from './issues'

/** Report Issue's list: the centre's issues, newest first. */
export const loadIssues =
  (d: IssuesDeps) =>
  (q: { readonly centreId: number }): TaskEither<GatewayError, readonly Issue[]> =>
    d.issues.list(q.centreId)
