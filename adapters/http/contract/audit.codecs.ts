import * as t from 'io-ts'
import { IntFromString, optional, boundedText as text } from './codec-helpers'

/*
 * Wire contract of the audit trail (v1/audit/*). The contract imports nothing from core: the
 * action and subject codes are checked by the client against the core's catalogue.
 */

const DAY = new t.Type<string, string, unknown>(
  'Day',
  (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
)
const USER_ID = new t.Type<string, string, unknown>(
  'UserId',
  (u): u is string => typeof u === 'string' && /^\d{1,19}$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d{1,19}$/.test(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
)

export const AuditEntriesQuery = t.intersection([
  t.type({ centerId: IntFromString }),
  t.partial({ staffId: text(100), userId: USER_ID, action: text(60), day: DAY, page: IntFromString }),
])
/** The CSV export of a search: the search's filters, no page (every entry, streamed). */
export const AuditExportQuery = t.intersection([t.type({ centerId: IntFromString }), t.partial({ staffId: text(100), userId: USER_ID, action: text(60), day: DAY })])
export const AuditStaffQuery = t.type({ centerId: IntFromString })
export const MemberHistoryParams = t.type({ userId: USER_ID })
export const MemberHistoryQuery = t.partial({ page: IntFromString })

/** A value before or after a change (see core/audit/audit-entry.ts AuditValue). */
const AuditValueWire = t.union([
  t.string,
  t.number,
  t.boolean,
  t.null,
  t.type({ day: t.number }),
  t.type({ at: t.number }),
  t.type({ paise: t.number }),
])

export const AuditChangeWire = t.type({ field: t.string, before: AuditValueWire, after: AuditValueWire })

export const AuditEntryWire = t.type({
  id: t.number,
  at: t.number,
  staffId: t.string,
  staffName: t.string,
  centerId: optional(t.number),
  centerName: optional(t.string),
  action: t.string,
  subject: t.string,
  subjectId: t.string,
  userId: optional(t.string),
  changes: t.array(AuditChangeWire),
  remarks: optional(t.string),
})
export type AuditEntryWire = t.TypeOf<typeof AuditEntryWire>

export const AuditPageWire = t.type({ entries: t.array(AuditEntryWire), page: t.number, pageSize: t.number, total: t.number })
export type AuditPageWire = t.TypeOf<typeof AuditPageWire>

export const AuditStaffWire = t.type({ staff: t.array(t.type({ id: t.string, name: t.string })) })
export type AuditStaffWire = t.TypeOf<typeof AuditStaffWire>
