import { describe, expect, it } from 'vitest'
import { canRescheduleOrCancel, ptSessionStatusLabel, startSessionAction } from '../../../../core/pt/pt-session-status.rule'
import { epochMs } from '../../../../core/shared/brands'

const MIN = 60_000
const start = epochMs(1_000 * MIN)
const end = epochMs(1_060 * MIN)
const at = (m: number) => epochMs(start + m * MIN)
const session = (status: string, metadata?: { paid?: boolean; doesNoShowCancellationPolicyV1Apply?: boolean }) => ({
  startTime: start,
  endTime: end,
  status,
  ...(metadata === undefined ? {} : { metadata }),
})

describe('PT session status shown', () => {
  it('shows Upcoming before the session starts', () => {
    expect(ptSessionStatusLabel(session('BOOKED'), at(-1))).toBe('Upcoming')
  })
  it('shows Ongoing between start and end', () => {
    expect(ptSessionStatusLabel(session('BOOKED'), start)).toBe('Ongoing')
    expect(ptSessionStatusLabel(session('BOOKED'), at(59))).toBe('Ongoing')
  })
  it("shows 'Customer No Show' for NO_SHOW after the end when the no-show policy applies and paid is true", () => {
    expect(ptSessionStatusLabel(session('NO_SHOW', { paid: true, doesNoShowCancellationPolicyV1Apply: true }), end)).toBe('Customer No Show')
  })
  it("shows 'Trainer No Show' when the policy applies and paid is false", () => {
    expect(ptSessionStatusLabel(session('NO_SHOW', { paid: false, doesNoShowCancellationPolicyV1Apply: true }), end)).toBe('Trainer No Show')
  })
  it("shows 'No Show' otherwise", () => {
    expect(ptSessionStatusLabel(session('NO_SHOW'), end)).toBe('No Show')
    expect(ptSessionStatusLabel(session('NO_SHOW', { paid: true, doesNoShowCancellationPolicyV1Apply: false }), end)).toBe('No Show')
  })
  it('shows Completed for ATTENDED after the end', () => {
    expect(ptSessionStatusLabel(session('ATTENDED'), end)).toBe('Completed')
  })
  it('shows Pending for any other status after the end', () => {
    expect(ptSessionStatusLabel(session('BOOKED'), at(61))).toBe('Pending')
  })
})

describe('PT session actions', () => {
  it('offers Reschedule and Cancel when BOOKED and not started', () => {
    expect(canRescheduleOrCancel(session('BOOKED'), at(-10))).toBe(true)
  })
  it('offers Reschedule and Cancel when BOOKED and started less than 15 minutes (900000 ms) ago', () => {
    expect(canRescheduleOrCancel(session('BOOKED'), epochMs(start + 899_999))).toBe(true)
    expect(canRescheduleOrCancel(session('BOOKED'), epochMs(start + 900_000))).toBe(false)
  })
  it('offers neither for another status', () => {
    expect(canRescheduleOrCancel(session('ATTENDED'), at(-10))).toBe(false)
  })
  it("offers 'Start Session' once started when the status is BOOKED or NO_SHOW", () => {
    expect(startSessionAction(session('BOOKED'), start, true)).toEqual({ label: 'Start Session' })
    expect(startSessionAction(session('NO_SHOW'), at(30), true)).toEqual({ label: 'Start Session' })
  })
  it("offers 'Mark Attended' after the end time", () => {
    expect(startSessionAction(session('NO_SHOW'), at(61), true)).toEqual({ label: 'Mark Attended' })
  })
  it('offers no start before the session starts, for an attended session, or without edit on PT_MEMBERSHIP_UPDATE', () => {
    expect(startSessionAction(session('BOOKED'), at(-1), true)).toBeUndefined()
    expect(startSessionAction(session('ATTENDED'), at(30), true)).toBeUndefined()
    expect(startSessionAction(session('BOOKED'), at(30), false)).toBeUndefined()
  })
})
