import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type PasscodeField, validatePasscodeCheckIn } from '../forms/passcode-check-in.rule'
import type { EpochMs } from '../shared/brands'
import type { ValidationFailed } from '../shared/errors'
import {
  CHECK_IN_SUCCESSFUL,
  CHECKOUT_SUCCESSFUL,
  NO_USER_DETAIL_FOUND,
  TRAINER_ASSIGNED,
  checkInFailed,
  checkoutFailed,
} from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CheckIn } from './check-in'
import type { CheckInRegistry, CheckInTrainer, TrialVisitor } from './check-in-registry.port'

export type CheckInDeps = { readonly checkIns: CheckInRegistry }
export type CheckInError = ActionFailed<'CheckInFailed'>

/** Checks a member in: 'Check-in Successful', else 'Check-in unsuccessful {reason}'; a customer without a city id is 'No User Detail found'. */
export const checkInAsMember =
  (d: CheckInDeps) =>
  (r: { readonly userId: string; readonly centerId: number; readonly cityId: number | undefined }): TaskEither<CheckInError | ActionFailed<'NoUserDetail'>, Done<CheckIn>> =>
    r.cityId === undefined || r.userId === ''
      ? TE.left(actionFailed('NoUserDetail', NO_USER_DETAIL_FOUND))
      : act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInMember(r.userId, r.centerId, r.cityId))

/** A trial check-in (the visitor may be new: the server creates the customer). */
export const checkInAsTrial =
  (d: CheckInDeps) =>
  (v: TrialVisitor): TaskEither<CheckInError, Done<CheckIn>> =>
    act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInTrial(v))

export type PasscodeRequest = { readonly draft: unknown; readonly centerId: number }
export type PasscodeError = ValidationFailed<PasscodeField> | CheckInError

/** Validates a booking's passcode with the server before checking in. */
export const validatePasscode =
  (d: CheckInDeps) =>
  (r: PasscodeRequest): TaskEither<PasscodeError, boolean> =>
    pipe(
      TE.fromEither(validatePasscodeCheckIn(r.draft)),
      TE.chainW((p) => fetchAs('CheckInFailed', checkInFailed)(d.checkIns.validatePasscode(p.checkInId, r.centerId, p.passcode))),
    )

/** Checks a booking in by its passcode (the form's rules first: passcode of max 6 characters, a check-in id). */
export const checkInByPasscode =
  (d: CheckInDeps) =>
  (r: PasscodeRequest): TaskEither<PasscodeError, Done<CheckIn>> =>
    pipe(
      TE.fromEither(validatePasscodeCheckIn(r.draft)),
      TE.chainW((p) => act('CheckInFailed', checkInFailed, CHECK_IN_SUCCESSFUL)(d.checkIns.checkInByPasscode(p.checkInId, r.centerId, p.passcode))),
    )

/** Ends a check-in: 'Checkout Successful', else 'Checkout unsuccessful {reason}'. */
export const checkOut =
  (d: CheckInDeps) =>
  (r: { readonly checkInId: string; readonly userId: string }): TaskEither<ActionFailed<'CheckoutFailed'>, Done<CheckIn>> =>
    act('CheckoutFailed', checkoutFailed, CHECKOUT_SUCCESSFUL)(d.checkIns.checkOut(r.checkInId, r.userId))

/** Assigns a trainer to a check-in: 'Trainer successfully assigned', else the server message. */
export const assignTrainer =
  (d: CheckInDeps) =>
  (r: { readonly checkInId: string; readonly trainerId: string; readonly centerId: number }): TaskEither<ActionFailed<'AssignTrainerFailed'>, Done<CheckIn>> =>
    act('AssignTrainerFailed', serverSays, TRAINER_ASSIGNED)(d.checkIns.assignTrainer(r.checkInId, r.trainerId, r.centerId))

/** The trainers offered for a check-in (the recommended one flagged). Failure shows the server message. */
export const trainersForCheckIn =
  (d: CheckInDeps) =>
  (checkInId: string): TaskEither<ActionFailed<'TrainersUnavailable'>, readonly CheckInTrainer[]> =>
    fetchAs('TrainersUnavailable', serverSays)(d.checkIns.trainersFor(checkInId))

/** A customer's check-ins in a window (not for CULT centres). */
export const pastCheckIns =
  (d: CheckInDeps) =>
  (r: { readonly userId: string; readonly centerId: number; readonly from: EpochMs; readonly to: EpochMs }): TaskEither<ActionFailed<'CheckInsUnavailable'>, readonly CheckIn[]> =>
    fetchAs('CheckInsUnavailable', serverSays)(d.checkIns.past(r.userId, r.centerId, r.from, r.to))
