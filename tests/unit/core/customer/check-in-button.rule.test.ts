import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { checkInButton, checkOutTarget } from '../../../../core/customer/check-in-button.rule'
import { epochMs } from '../../../../core/shared/brands'

const now = epochMs(1_000_000)
const open = { endTime: epochMs(now + 1) }
const ended = { endTime: now }

describe('check-in card button', () => {
  it('becomes Checkout once the user is checked in (last check-in end in the future)', () => {
    expect(checkInButton(open, false, now)).toEqual({ label: 'Checkout', action: 'checkOut' })
  })
  it('is Checkin with OTP verification before check-in otherwise', () => {
    expect(checkInButton(ended, false, now)).toEqual({ label: 'Checkin', action: 'verifyOtpThenCheckIn' })
    expect(checkInButton(undefined, false, now)).toEqual({ label: 'Checkin', action: 'verifyOtpThenCheckIn' })
  })
  it('is a trial check-in when one is pending', () => {
    expect(checkInButton(undefined, true, now)).toEqual({ label: 'Checkin', action: 'trialCheckIn' })
  })
  it("shows 'No active checkins found' when checking out with no active check-in", () => {
    expect(checkOutTarget(ended, now)).toEqual(E.left('No active checkins found'))
    expect(checkOutTarget(undefined, now)).toEqual(E.left('No active checkins found'))
    expect(checkOutTarget(open, now)).toEqual(E.right(open))
  })
})
