import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { CHECK_IN_SUCCESSFUL, NO_USER_DETAIL_FOUND, checkInFailed } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed } from '../shared/outcome'
import type { CheckedIn } from './check-in-registry.port'
import type { CheckInDeps, CheckInError } from './check-in-actions'

/** Checks a member in: 'Check-in Successful', else 'Check-in unsuccessful {reason}'; a customer without a city id is 'No User Detail found'. */
export const checkInAsMember =
  (d: CheckInDeps) =>
  (r: { readonly userId: string; readonly centerId: number; readonly cityId: number | undefined }): TaskEither<CheckInError | ActionFailed<'NoUserDetail'>, Done<CheckedIn>> =>
    r.cityId === undefined || r.userId === ''
      ? TE.left(actionFailed('NoUserDetail', NO_USER_DETAIL_FOUND))
      : act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInMember(r.userId, r.centerId, r.cityId))
