import type { TaskEither } from 'fp-ts/TaskEither'
import { SESSION_CANCELLED, cancelSessionFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PtSession } from './pt-session'
import type { PtDeps } from './pt-actions'

export const cancelPtSession =
  (d: PtDeps) =>
  (sessionId: string): TaskEither<ActionFailed<'CancelFailed'>, Done<PtSession>> =>
    act('CancelFailed', cancelSessionFailed, SESSION_CANCELLED)(d.pt.cancel(sessionId))
