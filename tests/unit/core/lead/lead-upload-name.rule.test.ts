import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { leadNameCell } from '../../../../core/lead/lead-upload.rule'
import { NAME_STARTS_LIKE_FORMULA, UPLOAD_TOO_LONG, UPLOAD_VALUE_REQUIRED } from '../../../../core/shared/messages'

describe("a leads upload's name cell", () => {
  it('refuses a name a spreadsheet would run as a formula, as every name the server takes', () => {
    for (const cell of ['=HYPERLINK("http://evil.example","x")', '+SUM(1)', '@cmd', '  =1+1']) expect(leadNameCell(cell)).toEqual(E.left(NAME_STARTS_LIKE_FORMULA))
  })

  it('takes a name as written, trimmed, and keeps the required and length checks', () => {
    expect(leadNameCell('  Ravi = Kumar ')).toEqual(E.right('Ravi = Kumar'))
    expect(leadNameCell("D'Souza")).toEqual(E.right("D'Souza"))
    expect(leadNameCell('   ')).toEqual(E.left(UPLOAD_VALUE_REQUIRED))
    expect(leadNameCell('a'.repeat(101))).toEqual(E.left(UPLOAD_TOO_LONG(100)))
  })
})
