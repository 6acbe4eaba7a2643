import { describe, expect, it } from 'vitest'
import { validatePtLead, validateRecordLead } from '../../../../core/lead/lead.rule'
import { errorsOf, NOW, valueOf } from '../../../support/forms'

// NOW is 2026-03-10 in Asia/Kolkata.
const lead = { commentTag: 'PRICE', comment: 'call me', leadQuality: 'HOT', followUpDate: '2026-03-12', followUpTime: '18:30' }

describe('Record Lead', () => {
  it('gives every missing-field message at once', () => {
    expect(errorsOf(validateRecordLead({}, NOW))).toEqual({
      commentTag: 'Comment Tag Required',
      comment: 'Comment is Required',
      leadQuality: 'Lead Quality Required',
      followUpDate: 'Follow-up Date is required',
      followUpTime: 'Follow-up Time is required',
    })
  })
  it('sends the follow-up as the Kolkata instant of its date and time', () => {
    expect(valueOf(validateRecordLead(lead, NOW))).toEqual({
      commentTag: 'PRICE', comment: 'call me', leadQuality: 'HOT', skipFollowUp: false,
      nextFollowUpTime: Date.UTC(2026, 2, 12, 13, 0),
    })
  })
  it('takes a follow-up date from yesterday up to 45 days ahead', () => {
    expect(errorsOf(validateRecordLead({ ...lead, followUpDate: '2026-03-09' }, NOW))).toEqual({})
    expect(errorsOf(validateRecordLead({ ...lead, followUpDate: '2026-04-24' }, NOW))).toEqual({})
    expect(errorsOf(validateRecordLead({ ...lead, followUpDate: '2026-03-08' }, NOW)).followUpDate).toBe(
      'Follow-up Date must be between yesterday and 45 days from today',
    )
    expect(errorsOf(validateRecordLead({ ...lead, followUpDate: '2026-04-25' }, NOW)).followUpDate).toBeDefined()
  })
  it('lets a COLD lead skip the follow-up, and only a COLD one', () => {
    const skip = { commentTag: 'PRICE', comment: 'later', skipFollowUp: true }
    expect(valueOf(validateRecordLead({ ...skip, leadQuality: 'COLD' }, NOW))).toEqual({
      commentTag: 'PRICE', comment: 'later', leadQuality: 'COLD', skipFollowUp: true,
    })
    expect(errorsOf(validateRecordLead({ ...skip, leadQuality: 'WARM' }, NOW))).toEqual({
      followUpDate: 'Follow-up Date is required',
      followUpTime: 'Follow-up Time is required',
    })
  })
})

describe('PT lead', () => {
  const pt = { commentTag: 'PT', leadQuality: 'WARM', followUpDate: '2026-03-11', followUpTime: '07:00' }
  it('needs a lead owner unless the lead is already owned', () => {
    expect(errorsOf(validatePtLead(pt, NOW, false))).toEqual({ leadOwner: 'Lead Owner Required' })
    expect(errorsOf(validatePtLead(pt, NOW, true))).toEqual({})
  })
  it('needs no owner for NOT_INTERESTED', () => {
    expect(errorsOf(validatePtLead({ ...pt, leadQuality: 'NOT_INTERESTED' }, NOW, false))).toEqual({})
  })
  it('sends the comment as an empty string when absent', () => {
    expect(valueOf(validatePtLead({ ...pt, leadOwner: 'trainer-1' }, NOW, false))).toMatchObject({ comment: '', leadOwner: 'trainer-1' })
  })
})
