import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { validatePasscodeCheckIn } from './passcode-check-in.rule'
import { CHECK_IN_SUCCESSFUL, checkInFailed } from '../shared/messages'
import { type Done, act } from '../shared/outcome'
import type { CheckedIn } from './check-in-registry.port'
import type { CheckInDeps, PasscodeRequest, PasscodeError } from './check-in-actions'

/** Checks a booking in by its passcode (the form's rules first: passcode of max 6 characters, a check-in id). */
export const checkInByPasscode =
  (d: CheckInDeps) =>
  (r: PasscodeRequest): TaskEither<PasscodeError, Done<CheckedIn>> =>
    pipe(
      TE.fromEither(validatePasscodeCheckIn(r.draft)),
      TE.chainW((p) => act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInByPasscode(p.checkInId, r.centerId, p.passcode))),
    )
