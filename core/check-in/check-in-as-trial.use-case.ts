import type { TaskEither } from 'fp-ts/TaskEither'
import { CHECK_IN_SUCCESSFUL, checkInFailed } from '../shared/messages'
import { type Done, act } from '../shared/outcome'
import type { CheckedIn, TrialVisitor } from './check-in-registry.port'
import type { CheckInDeps, CheckInError } from './check-in-actions'

/** A trial check-in (the visitor may be new: the server creates the customer). */
export const checkInAsTrial =
  (d: CheckInDeps) =>
  (v: TrialVisitor): TaskEither<CheckInError, Done<CheckedIn>> =>
    act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInTrial(v))
