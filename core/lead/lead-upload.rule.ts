import * as E from 'fp-ts/Either'
import { LEAD_QUALITIES, LEAD_SOURCES } from '../shared/constants'
import { UPLOAD_PHONE_INVALID, UPLOAD_VALUE_REQUIRED } from '../shared/messages'
import type { TableRule } from '../operations/csv-table.rule'
import { oneOfCodes, requiredText } from '../operations/upload-cell.rule'

/** A phone of exactly 10 digits (part 3 §9); spaces and a leading +91 are dropped first. */
export const leadPhone = (cell: string): E.Either<string, string> => {
  const v = cell.trim().replace(/[\s-]/g, '').replace(/^\+91/, '')
  return v === '' ? E.left(UPLOAD_VALUE_REQUIRED) : /^\d{10}$/.test(v) ? E.right(v) : E.left(UPLOAD_PHONE_INVALID)
}

/**
 * The leads upload (/troubleshooting/leads-upload, CSV insert; decision: columns name, phone,
 * source (a lead source code of part 3 §3) and quality (HOT, WARM, COLD, NOT_INTERESTED)); a
 * phone twice in one file is a duplicate row.
 */
export const LEAD_UPLOAD_RULE: TableRule = {
  columns: [
    { name: 'name', check: requiredText(100) },
    { name: 'phone', check: leadPhone },
    { name: 'source', check: oneOfCodes(LEAD_SOURCES) },
    { name: 'quality', check: oneOfCodes(LEAD_QUALITIES) },
  ],
  keyOf: (cells) => cells[1] ?? '',
}
