import * as t from 'io-ts'
import { CentreWire } from './centre.codecs'
import { SafeInt, boundedText as text } from './codec-helpers'
import { EmployeeWire } from './employee.codecs'
import { PageFields, PageInfoWire } from './paging.codecs'
import { BulkRecordWire, TargetUploadRowWire } from './uploads.codecs'

/*
 * The lists an owner of many centres reads a page at a time (docs/api/paging.md, 'People and
 * centres'): the centre selector, the employee list, the target upload history and the lead owners
 * of Transfer Leads. Every call is a POST: its search may be a name, which never travels in an address.
 */

export const PEOPLE_PAGE_PATHS = {
  centres: 'v1/centres/page',
  employees: 'v1/fitnessResource/employees/page',
  targetUploadHistory: 'v1/ownerEntities/uploadHistory/page',
  leadOwners: 'v1/leads/owners/page',
  /** `:kind` is segment, offer, extend or leads (each behind its own upload's permission). */
  bulkUploadHistory: 'v1/troubleshooting/:kind/uploads/page',
} as const

/** A page of the signed-in staff member's centres, searched by name or locality. */
export const CentrePageBody = PageFields
export type CentrePageBody = t.TypeOf<typeof CentrePageBody>
export const CentrePageWire = t.intersection([t.type({ centres: t.array(CentreWire), all: SafeInt }), PageInfoWire])
export type CentrePageWire = t.TypeOf<typeof CentrePageWire>

/** A page of a centre's employees, searched by name, e-mail, phone or id, filtered by role and status. */
export const EmployeePageBody = t.intersection([
  t.type({ centerServiceId: SafeInt }),
  t.partial({ role: text(64), status: t.keyof({ ACTIVE: null, INACTIVE: null }) }),
  PageFields,
])
export type EmployeePageBody = t.TypeOf<typeof EmployeePageBody>
export const EmployeeListPageWire = t.intersection([t.type({ employees: t.array(EmployeeWire), all: SafeInt }), PageInfoWire])
export type EmployeeListPageWire = t.TypeOf<typeof EmployeeListPageWire>

/** A page of a centre's target upload history (newest first), for one owner entity or all. */
export const TargetHistoryPageBody = t.intersection([t.type({ centerId: SafeInt }), t.partial({ ownerEntityIdentifier: text(64) }), PageFields])
export type TargetHistoryPageBody = t.TypeOf<typeof TargetHistoryPageBody>
export const TargetHistoryPageWire = t.intersection([t.type({ rows: t.array(TargetUploadRowWire), all: SafeInt }), PageInfoWire])
export type TargetHistoryPageWire = t.TypeOf<typeof TargetHistoryPageWire>

/** A page of a centre's lead owners with active leads, and how many each holds (Transfer Leads' 'from'). */
export const LeadOwnerPageBody = t.intersection([t.type({ centerServiceId: SafeInt }), PageFields])
export type LeadOwnerPageBody = t.TypeOf<typeof LeadOwnerPageBody>
export const LeadOwnerWire = t.type({ assigneeId: t.string, assigneeName: t.string, activeLeads: SafeInt })
export const LeadOwnerPageWire = t.intersection([t.type({ owners: t.array(LeadOwnerWire), all: SafeInt }), PageInfoWire])
export type LeadOwnerPageWire = t.TypeOf<typeof LeadOwnerPageWire>

/** A page of a centre's history of one kind of bulk upload (newest first), searched by file, uploader or membership type. */
export const BulkHistoryPageBody = t.intersection([t.type({ centerId: SafeInt }), PageFields])
export type BulkHistoryPageBody = t.TypeOf<typeof BulkHistoryPageBody>
export const BulkHistoryPageWire = t.intersection([t.type({ rows: t.array(BulkRecordWire), all: SafeInt }), PageInfoWire])
export type BulkHistoryPageWire = t.TypeOf<typeof BulkHistoryPageWire>
