import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { validatePtLead, validateRecordLead } from '../../core/lead/lead.rule'
import { validateRecordPitch } from '../../core/lead/record-pitch.rule'
import { validateReferral } from '../../core/lead/referral.rule'
import { validateResolveTask } from '../../core/task/resolve-task.rule'
import { NOW, aValidPitch } from '../support/forms'

const ws = fc.stringMatching(/^[ \t\n]{0,4}$/)
const word = fc.stringMatching(/^[A-Za-z][A-Za-z .]{0,10}[A-Za-z]$/)
const tree = { DONE: {} }

describe('trimming laws', () => {
  it('resolve-task remarks: whitespace noise around valid remarks changes neither validity nor the remark sent', () => {
    fc.assert(
      fc.property(word, ws, ws, (remarks, a, b) => {
        const clean = validateResolveTask({ status: 'DONE', remarks }, tree, NOW, undefined)
        const noisy = validateResolveTask({ status: 'DONE', remarks: a + remarks + b }, tree, NOW, undefined)
        expect(noisy).toEqual(clean)
        expect(E.isRight(clean)).toBe(true)
      }),
    )
  })

  it('resolve-task remarks made only of whitespace are missing', () => {
    fc.assert(
      fc.property(ws, (blank) => {
        const r = validateResolveTask({ status: 'DONE', remarks: blank }, tree, NOW, undefined)
        expect(E.isLeft(r) && r.left.errors.remarks).toBe('Enter Remarks')
      }),
    )
  })

  it('referral name: noise around a valid name gives the same trimmed name', () => {
    fc.assert(
      fc.property(word, ws, ws, (name, a, b) => {
        expect(validateReferral({ name: a + name + b, phone: '9876543210' })).toEqual(validateReferral({ name, phone: '9876543210' }))
      }),
    )
  })

  it('pitch and lead text fields: noise never turns a valid form invalid', () => {
    fc.assert(
      fc.property(word, ws, ws, (text, a, b) => {
        const noisy = a + text + b
        expect(validateRecordPitch({ ...aValidPitch, remarks: noisy, customerName: noisy })).toEqual(
          validateRecordPitch({ ...aValidPitch, remarks: text, customerName: text }),
        )
        const lead = { commentTag: text, comment: text, leadQuality: 'HOT', followUpDate: '2026-03-11', followUpTime: '10:00' }
        expect(validateRecordLead({ ...lead, comment: noisy, commentTag: noisy }, NOW)).toEqual(validateRecordLead(lead, NOW))
        expect(validatePtLead({ ...lead, comment: noisy, leadOwner: noisy }, NOW, false)).toEqual(
          validatePtLead({ ...lead, leadOwner: text }, NOW, false),
        )
      }),
    )
  })
})
