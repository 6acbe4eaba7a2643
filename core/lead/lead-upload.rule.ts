import * as E from 'fp-ts/Either'
import { LEAD_QUALITIES, LEAD_SOURCES } from '../shared/constants'
import { UPLOAD_PHONE_INVALID, UPLOAD_VALUE_REQUIRED } from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'
import type { TableRule } from '../operations/csv-table.rule'
import { oneOfCodes, requiredText } from '../operations/upload-cell.rule'

/** A mobile number however written, kept as its 10 digits (part 3 §9; core/shared/phone.rule). */
export const leadPhone = (cell: string): E.Either<string, string> => (cell.trim() === '' ? E.left(UPLOAD_VALUE_REQUIRED) : E.fromNullable(UPLOAD_PHONE_INVALID)(normalisePhone(cell)))

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
