import { describe, expect, it } from 'vitest'
import { isCsvFileName, validateMembershipExtendUpload } from '../../../../core/operations/csv-upload.rule'
import { isValidEmail } from '../../../../core/shared/email.rule'
import { errorsOf, valueOf } from '../../../support/forms'

describe('CSV uploads', () => {
  it('accept .csv files only', () => {
    expect(isCsvFileName('targets.csv')).toBe(true)
    expect(isCsvFileName('targets.xlsx')).toBe(false)
    expect(isCsvFileName('.csv')).toBe(false)
  })
  it('membership extend needs a header row, at least one row and a chosen type; blank lines are skipped', () => {
    expect(errorsOf(validateMembershipExtendUpload({ fileName: 'x.txt', rows: [] }))).toEqual({
      file: 'Please upload a .csv file',
      rows: 'The CSV file needs a header row',
      type: 'Please choose a membership type',
    })
    expect(errorsOf(validateMembershipExtendUpload({ fileName: 'x.csv', rows: [['userId', 'days'], ['', ' ']], type: 'PRO' }))).toEqual({
      rows: 'The CSV file has no rows',
    })
    const ok = valueOf(
      validateMembershipExtendUpload({ fileName: 'x.csv', rows: [[''], ['userId', 'days'], [''], ['u1', '10']], type: 'ELITE' }),
    )
    expect(ok).toEqual({ header: ['userId', 'days'], rows: [['u1', '10']], type: 'ELITE' })
  })
})

describe('Email check', () => {
  it('is a simple pattern', () => {
    expect(isValidEmail('asha.owner@centres.example')).toBe(true)
    expect(isValidEmail('asha@centres')).toBe(false)
    expect(isValidEmail('a sha@centres.example')).toBe(false)
  })
})
