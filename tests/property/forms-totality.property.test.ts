import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { validateAddChild } from '../../core/customer/add-child.rule'
import { validateBca } from '../../core/customer/bca.rule'
import { validateChildSelection, validateCourseCategory } from '../../core/selling/course-category.rule'
import { validateCsvFile, validateMembershipExtendUpload } from '../../core/operations/csv-upload.rule'
import { isValidEmail } from '../../core/shared/email.rule'
import { validateInjuryReport } from '../../core/injury/injury-report.rule'
import { validatePtLead, validateRecordLead } from '../../core/lead/lead.rule'
import { validateMembershipUpdate, type MembershipChangeKind } from '../../core/membership/membership-update.rule'
import { validatePasscodeCheckIn } from '../../core/check-in/passcode-check-in.rule'
import { validatePaymentLink } from '../../core/selling/payment-link.rule'
import { validateRecordPitch } from '../../core/lead/record-pitch.rule'
import { validateReferral } from '../../core/lead/referral.rule'
import { validateRescheduleSlot } from '../../core/pt/reschedule-slot.rule'
import { validateResolveTask } from '../../core/task/resolve-task.rule'
import { epochMs } from '../../core/shared/brands'
import { aCentre } from '../support/centres'
import { NOW } from '../support/forms'

const centre = aCentre()
const nowArb = fc.integer({ min: 0, max: 4_102_444_800_000 }).map(epochMs)

/** Drafts of any shape: anything at all, or objects whose fields are anything. */
const draftArb = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom('customerName', 'amount', 'reason', 'otherReason', 'age', 'weight', 'passcode', 'checkInId', 'remarks',
      'endDate', 'startDate', 'status', 'subStatus', 'followUp', 'callbackTime', 'followUpDate', 'followUpTime', 'leadQuality',
      'skipFollowUp', 'workout', 'format', 'firstAidItem', 'rows', 'fileName', 'type', 'name', 'phone', 'startTime', 'kind'),
    fc.oneof(fc.anything(), fc.string(), fc.double(), fc.integer()),
  ),
)

/** Every outcome is an Either whose errors, if any, are non-empty strings. */
const wellFormed = (r: E.Either<{ errors: Record<string, string | undefined> }, unknown>): void => {
  if (E.isLeft(r)) {
    const messages = Object.values(r.left.errors)
    expect(messages.length).toBeGreaterThan(0)
    for (const m of messages) expect(typeof m === 'string' && m.length > 0).toBe(true)
  }
}

describe('form validators are total', () => {
  it('never throw and always answer with every error or a value, whatever the draft', () => {
    fc.assert(
      fc.property(draftArb, nowArb, fc.boolean(), (d, now, owned) => {
        wellFormed(validateRecordPitch(d))
        wellFormed(validatePaymentLink(d))
        wellFormed(validateAddChild(d, '9800000001'))
        wellFormed(validateAddChild(d, undefined))
        wellFormed(validateBca(d))
        wellFormed(validatePasscodeCheckIn(d))
        for (const k of ['END_DATE', 'START_DATE', 'TRAINER', 'MAX_TICKETS', 'CENTRE'] as MembershipChangeKind[])
          wellFormed(validateMembershipUpdate(k, d, { start: now, end: now }, now))
        wellFormed(validateCourseCategory(d, { validStart: now, selectionWindowDays: 7 }))
        wellFormed(validateChildSelection(d))
        wellFormed(validateResolveTask(d, { A: { B: ['TIME_BASED_CALL_BACK'] } }, now, now))
        wellFormed(validateRescheduleSlot(d))
        wellFormed(validateRecordLead(d, now))
        wellFormed(validatePtLead(d, now, owned))
        wellFormed(validateInjuryReport(d, centre))
        wellFormed(validateReferral(d))
        wellFormed(validateMembershipExtendUpload(d))
        wellFormed(validateCsvFile(d))
        expect(typeof isValidEmail(d)).toBe('boolean')
      }),
    )
  })

  it('never throw on strings given as any field', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = { customerName: s, amount: s, age: s, weight: s, passcode: s, endDate: s, followUpDate: s, followUpTime: s, phone: s, name: s, rows: s }
        wellFormed(validateRecordPitch(d))
        wellFormed(validatePaymentLink(d))
        wellFormed(validateAddChild(d, s))
        wellFormed(validateBca(d))
        wellFormed(validatePasscodeCheckIn(d))
        wellFormed(validateRecordLead(d, NOW))
        wellFormed(validateReferral(d))
        wellFormed(validateMembershipExtendUpload(d))
        expect(typeof isValidEmail(s)).toBe('boolean')
      }),
    )
  })
})
