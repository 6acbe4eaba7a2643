import * as E from 'fp-ts/Either'
import { LEAD_QUALITIES, LEAD_SOURCES } from '../shared/constants'
import { UPLOAD_FOLLOW_UP_DATE_FORMAT, UPLOAD_PHONE_INVALID, UPLOAD_TOO_LONG, UPLOAD_VALUE_REQUIRED } from '../shared/messages'
import { normalisePhone } from '../shared/phone.rule'
import type { TableRule } from '../operations/csv-table.rule'
import { bulkColumns } from '../operations/bulk-upload'
import { oneOfCodes, requiredText } from '../operations/upload-cell.rule'
import { nameRefusal } from '../customer/person-name.rule'

/** A mobile number however written, kept as its 10 digits (part 3 §9; core/shared/phone.rule). */
export const leadPhone = (cell: string): E.Either<string, string> => (cell.trim() === '' ? E.left(UPLOAD_VALUE_REQUIRED) : E.fromNullable(UPLOAD_PHONE_INVALID)(normalisePhone(cell)))

/** A lead's name: 1-100 characters, and never a spreadsheet formula (a name cannot start with =, + or @). */
export const leadNameCell = (cell: string): E.Either<string, string> =>
  E.chain((v: string) => {
    const refused = nameRefusal(v)
    return refused === undefined ? E.right(v) : E.left(refused)
  })(requiredText(100)(cell))

/** An optional owner: empty (the uploader owns the lead), else an employee id or email of at most 64 characters. */
export const leadOwnerCell = (cell: string): E.Either<string, string> => {
  const v = cell.trim()
  return v.length > 64 ? E.left(UPLOAD_TOO_LONG(64)) : E.right(v)
}

/** An optional first follow-up date: empty, else a calendar date written YYYY-MM-DD (the window is the server's check, it needs today). */
export const leadFollowUpDateCell = (cell: string): E.Either<string, string> => {
  const v = cell.trim()
  if (v === '') return E.right('')
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  if (m === null) return E.left(UPLOAD_FOLLOW_UP_DATE_FORMAT)
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]
  return days !== undefined && d >= 1 && d <= days ? E.right(v) : E.left(UPLOAD_FOLLOW_UP_DATE_FORMAT)
}

/**
 * The leads upload (/troubleshooting/leads-upload, CSV insert; decision: columns name, phone,
 * source (a lead source code of part 3 §3) and quality (HOT, WARM, COLD, NOT_INTERESTED)); a
 * phone twice in one file is a duplicate row. Optional columns: owner (an employee id or email of a
 * staff member at the centre; empty or left out, the uploader) and followUpDate (YYYY-MM-DD, from
 * yesterday up to 45 days ahead, checked by the server).
 */
export const LEAD_UPLOAD_RULE: TableRule = {
  columns: bulkColumns('leads', {
    name: leadNameCell,
    phone: leadPhone,
    source: oneOfCodes(LEAD_SOURCES),
    quality: oneOfCodes(LEAD_QUALITIES),
    owner: leadOwnerCell,
    followUpDate: leadFollowUpDateCell,
  }),
  keyOf: (cells) => cells[1] ?? '',
}
