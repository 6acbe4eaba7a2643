import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { CheckIn } from '../check-in/check-in'
import type { EpochMs } from '../shared/brands'
import { CHECK_IN_BUTTON, CHECK_OUT_BUTTON, NO_ACTIVE_CHECK_INS } from '../shared/messages'

/** What pressing the check-in card's button does. */
export type CheckInButtonAction = 'checkOut' | 'verifyOtpThenCheckIn' | 'trialCheckIn'

export type CheckInButton = { readonly label: string; readonly action: CheckInButtonAction }

/** The member is checked in when their last check-in's end time is in the future. */
export const isCheckedIn = (lastCheckIn: Pick<CheckIn, 'endTime'> | undefined, now: EpochMs): boolean =>
  lastCheckIn !== undefined && lastCheckIn.endTime > now

/**
 * The check-in card's button (part 1 §4): 'Checkout' ending the check-in once the member is checked
 * in; otherwise 'Checkin', as a trial check-in when one is pending, else after OTP verification.
 */
export const checkInButton = (
  lastCheckIn: Pick<CheckIn, 'endTime'> | undefined,
  trialPending: boolean,
  now: EpochMs,
): CheckInButton =>
  isCheckedIn(lastCheckIn, now)
    ? { label: CHECK_OUT_BUTTON, action: 'checkOut' }
    : { label: CHECK_IN_BUTTON, action: trialPending ? 'trialCheckIn' : 'verifyOtpThenCheckIn' }

/** The check-in a checkout ends: the last one when still active, else 'No active checkins found'. */
export const checkOutTarget = <C extends Pick<CheckIn, 'endTime'>>(lastCheckIn: C | undefined, now: EpochMs): Either<string, C> =>
  lastCheckIn !== undefined && isCheckedIn(lastCheckIn, now) ? E.right(lastCheckIn) : E.left(NO_ACTIVE_CHECK_INS)
