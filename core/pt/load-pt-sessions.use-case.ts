import type { TaskEither } from 'fp-ts/TaskEither'
import { PT_SESSION_FETCH_SIZE } from '../shared/constants'
import { PT_SESSIONS_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { PtSession } from './pt-session'
import { type PtDeps, fixed } from './pt-actions'

/** The customer's PT sessions, newest first: page 0, size 30. */
export const loadPtSessions =
  (d: PtDeps) =>
  (userId: string, statuses?: readonly string[]): TaskEither<ActionFailed<'PtSessionsUnavailable'>, readonly PtSession[]> =>
    fetchAs('PtSessionsUnavailable', fixed(PT_SESSIONS_FETCH_FAILED))(
      d.pt.sessions({ userId, page: 0, size: PT_SESSION_FETCH_SIZE, ...(statuses === undefined ? {} : { statuses }) }),
    )
