import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Issue, NewIssue } from './issue'

/** Where a centre's issues are reported and read back (odin, v1/odin/*). */
export interface IssueDesk {
  /** The centre's issues, newest report first. */
  list(centreId: number): TaskEither<GatewayError, readonly Issue[]>
  /** Files a new issue (status Open, reported by the signed-in staff member). */
  report(issue: NewIssue): TaskEither<GatewayError, Issue>
}
