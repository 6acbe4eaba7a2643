import { describe, expect, it } from 'vitest'
import { validateRecordPitch } from '../../../../core/lead/record-pitch.rule'
import { aValidPitch, errorsOf, valueOf } from '../../../support/forms'

describe('Record Pitch', () => {
  it('gives every required-field message at once for an empty form', () => {
    expect(errorsOf(validateRecordPitch({}))).toEqual({
      customerName: 'Customer Name is required',
      leadQuality: 'Lead Quality is required',
      commentTag: 'Comment Tag is required',
      source: 'Source is required',
      pitchedBy: 'Pitched By is required',
      remarks: 'Remarks are required',
    })
  })
  it('accepts a complete pitch and trims its text', () => {
    expect(valueOf(validateRecordPitch({ ...aValidPitch, remarks: '  Wants a 3 month pack ' })).remarks).toBe('Wants a 3 month pack')
  })
  it('counts blank remarks as missing', () => {
    expect(errorsOf(validateRecordPitch({ ...aValidPitch, remarks: '   ' }))).toEqual({ remarks: 'Remarks are required' })
  })
})
