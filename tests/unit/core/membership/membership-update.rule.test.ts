import { describe, expect, it } from 'vitest'
import { validateMembershipUpdate } from '../../../../core/membership/membership-update.rule'
import { epochMs } from '../../../../core/shared/brands'
import { DAY, errorsOf, NOW, valueOf } from '../../../support/forms'

const membership = { start: epochMs(NOW - 10 * DAY), end: epochMs(NOW + 20 * DAY) }

describe('Membership update', () => {
  it('needs end date and remarks, and the end date after the start and today', () => {
    expect(errorsOf(validateMembershipUpdate('END_DATE', { endDate: NOW + DAY }, membership, NOW))).toEqual({
      endDate: 'End date and remarks are required',
    })
    expect(errorsOf(validateMembershipUpdate('END_DATE', { endDate: NOW - DAY, remarks: 'x' }, membership, NOW))).toEqual({
      endDate: 'End date should be greater than start date and today',
    })
    expect(valueOf(validateMembershipUpdate('END_DATE', { endDate: NOW + DAY, remarks: ' extend ' }, membership, NOW))).toEqual({
      kind: 'END_DATE', endDate: NOW + DAY, remarks: 'extend',
    })
  })
  it('lets the start date go back at most 30 days before the current start', () => {
    expect(errorsOf(validateMembershipUpdate('START_DATE', { remarks: 'x' }, membership, NOW))).toEqual({
      startDate: 'Start date and remarks are required',
    })
    const ok = validateMembershipUpdate('START_DATE', { startDate: membership.start - 30 * DAY, remarks: 'x' }, membership, NOW)
    expect(errorsOf(ok)).toEqual({})
    const early = validateMembershipUpdate('START_DATE', { startDate: membership.start - 31 * DAY, remarks: 'x' }, membership, NOW)
    expect(errorsOf(early)).toEqual({ startDate: 'Start date can be at most 30 days before the current start date' })
  })
  it('needs trainer and remarks for a trainer change', () => {
    expect(errorsOf(validateMembershipUpdate('TRAINER', { trainerId: 't1' }, membership, NOW))).toEqual({
      trainerId: 'Trainer and remarks are required',
    })
  })
  it('needs the count and remarks for a session-count change', () => {
    expect(errorsOf(validateMembershipUpdate('MAX_TICKETS', { maxTickets: '12' }, membership, NOW))).toEqual({
      maxTickets: 'MaxTickets and remarks are required',
    })
    expect(valueOf(validateMembershipUpdate('MAX_TICKETS', { maxTickets: '12', remarks: 'r' }, membership, NOW))).toMatchObject({ maxTickets: 12 })
  })
  it('needs the centre and the trainer for a centre change', () => {
    expect(errorsOf(validateMembershipUpdate('CENTRE', {}, membership, NOW))).toEqual({
      centreId: 'Center is required',
      trainerId: 'Trainer is required',
    })
  })
})
