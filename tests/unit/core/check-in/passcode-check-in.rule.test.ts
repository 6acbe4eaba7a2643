import { describe, expect, it } from 'vitest'
import { validatePasscodeCheckIn } from '../../../../core/check-in/passcode-check-in.rule'
import { errorsOf, valueOf } from '../../../support/forms'

describe('Check-in by passcode', () => {
  it('needs a passcode of at most 6 characters', () => {
    expect(errorsOf(validatePasscodeCheckIn({ checkInId: 'c1' }))).toEqual({ passcode: 'Passcode of max 6 characters is required' })
    expect(errorsOf(validatePasscodeCheckIn({ checkInId: 'c1', passcode: '1234567' }))).toEqual({
      passcode: 'Passcode of max 6 characters is required',
    })
    expect(valueOf(validatePasscodeCheckIn({ checkInId: 'c1', passcode: '123456' }))).toEqual({ checkInId: 'c1', passcode: '123456' })
  })
  it("says 'Check-in ID not available' without a check-in id", () => {
    expect(errorsOf(validatePasscodeCheckIn({ passcode: '1234' }))).toEqual({ checkInId: 'Check-in ID not available' })
  })
})
