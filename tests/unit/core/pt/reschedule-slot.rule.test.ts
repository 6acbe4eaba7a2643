import { describe, expect, it } from 'vitest'
import { validateRescheduleSlot } from '../../../../core/pt/reschedule-slot.rule'
import { errorsOf, NOW } from '../../../support/forms'

describe('Reschedule', () => {
  it("asks to choose a time slot when none is chosen", () => {
    expect(errorsOf(validateRescheduleSlot(undefined))).toEqual({ slot: 'Please choose a time slot to proceed' })
  })
  it('lets only slots that are not blocked or booked be chosen', () => {
    const slot = { startTime: NOW, endTime: NOW + 3_600_000 }
    expect(errorsOf(validateRescheduleSlot({ ...slot, status: 'BOOKED' }))).toEqual({ slot: 'Please choose a time slot to proceed' })
    expect(errorsOf(validateRescheduleSlot({ ...slot, status: 'BLOCKED' }))).toEqual({ slot: 'Please choose a time slot to proceed' })
    expect(errorsOf(validateRescheduleSlot({ ...slot, status: 'AVAILABLE' }))).toEqual({})
  })
})
