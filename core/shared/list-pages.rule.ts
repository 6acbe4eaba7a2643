import type { Centre } from '../centre/centre'
import type { FitnessEmployee } from '../employee/employee'
import type { BulkUploadKind, BulkUploadRecord } from '../operations/bulk-upload'
import type { TargetUploadRow } from '../operations/target-upload'
import type { PageRequest, SortChoice } from './paging.rule'

/**
 * The lists an owner of many centres reads a page at a time from the server (docs/api/paging.md,
 * 'People and centres'): the centre selector, the employee list, the target upload history and
 * Transfer Leads' lead owners. Each is sorted by the server along an index, searched by the server,
 * and counted by the server ('current / total', 'N of M').
 */

/** One page of a list: its rows, how many the filters and search find, how many the list holds, and the next page's cursor (none: the last). */
export type ListPage<Row> = {
  readonly rows: readonly Row[]
  readonly total: number
  readonly all: number
  readonly next: string | undefined
  readonly pageSize: number
}

/** The centre selector: the staff member's centres in their own order (the first is the default), searched by name or locality. */
export const CENTRE_SORTS: SortChoice = { keys: ['position'], defaultKey: 'position', defaultDirection: 'ASC' }
/** Centres the selector shows at first, and adds as the list is scrolled to its end. */
export const CENTRE_PAGE_SIZE = 30
export type CentrePageRequest = PageRequest

/** The employee list: by name (then id), searched by name, e-mail, phone or employee id, filtered by role and status. */
export const EMPLOYEE_LIST_SORTS: SortChoice = { keys: ['name'], defaultKey: 'name', defaultDirection: 'ASC' }
/** Employee cards a page of the list shows (the paging contract's bound is 100). */
export const EMPLOYEE_LIST_PAGE_SIZE = 48
export type EmployeeListRequest = PageRequest & {
  readonly centerServiceId: number
  readonly role?: string
  readonly status?: FitnessEmployee['status']
}

/** The target upload history: newest first. */
export const TARGET_HISTORY_SORTS: SortChoice = { keys: ['uploadedOn'], defaultKey: 'uploadedOn', defaultDirection: 'DESC' }
export const TARGET_HISTORY_PAGE_SIZE = 10
export type TargetHistoryRequest = PageRequest & { readonly centreId: number; readonly entity?: string }

/** Transfer Leads' lead owners: by name, each with the active leads they hold at the centre. */
export const LEAD_OWNER_SORTS: SortChoice = { keys: ['name'], defaultKey: 'name', defaultDirection: 'ASC' }
export const LEAD_OWNER_PAGE_SIZE = 50
export type LeadOwnerRequest = PageRequest & { readonly centerServiceId: number }
export type LeadOwner = { readonly assigneeId: string; readonly assigneeName: string; readonly activeLeads: number }

export type CentrePage = ListPage<Centre>
export type EmployeeListPage = ListPage<FitnessEmployee>
export type TargetHistoryPage = ListPage<TargetUploadRow>
export type LeadOwnerPage = ListPage<LeadOwner>

/**
 * The centres the selector lists: the page, with the selected centre first when no search is typed
 * and it is not on the page (an owner's centre deep in a long list is still shown, and marked current).
 */
export const centresWithSelected = (page: readonly Centre[], selected: Centre | undefined, search: string): readonly Centre[] =>
  selected === undefined || search.trim() !== '' || page.some((c) => c.centerServiceId === selected.centerServiceId) ? page : [selected, ...page]

/** A bulk upload's history (segment removal, offers revert, membership extend, leads): newest first, searched by file, uploader or membership type. */
export const BULK_HISTORY_SORTS: SortChoice = { keys: ['uploadedOn'], defaultKey: 'uploadedOn', defaultDirection: 'DESC' }
export const BULK_HISTORY_PAGE_SIZE = 10
export type BulkHistoryRequest = PageRequest & { readonly kind: BulkUploadKind; readonly centreId: number }
export type BulkHistoryPage = ListPage<BulkUploadRecord>
