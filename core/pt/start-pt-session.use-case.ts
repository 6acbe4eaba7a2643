import type { TaskEither } from 'fp-ts/TaskEither'
import { SESSION_STARTED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { PtSession } from './pt-session'
import type { PtDeps } from './pt-actions'

/** Starts (or marks attended) a session; failure shows the server message. */
export const startPtSession =
  (d: PtDeps) =>
  (sessionId: string): TaskEither<ActionFailed<'StartFailed'>, Done<PtSession>> =>
    act('StartFailed', serverSays, SESSION_STARTED)(d.pt.start(sessionId))
