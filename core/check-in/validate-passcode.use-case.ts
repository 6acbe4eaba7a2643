import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { validatePasscodeCheckIn } from './passcode-check-in.rule'
import { checkInFailed } from '../shared/messages'
import { fetchAs } from '../shared/outcome'
import type { CheckInDeps, PasscodeRequest, PasscodeError } from './check-in-actions'

/** Validates a booking's passcode with the server before checking in. */
export const validatePasscode =
  (d: CheckInDeps) =>
  (r: PasscodeRequest): TaskEither<PasscodeError, boolean> =>
    pipe(
      TE.fromEither(validatePasscodeCheckIn(r.draft)),
      TE.chainW((p) => fetchAs('CheckInFailed', checkInFailed)(d.checkIns.validatePasscode(p.checkInId, r.centerId, p.passcode))),
    )
