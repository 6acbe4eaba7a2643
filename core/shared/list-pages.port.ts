import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from './errors'
import type { BulkHistoryPage, BulkHistoryRequest, CentrePage, CentrePageRequest, EmployeeListPage, EmployeeListRequest, LeadOwnerPage, LeadOwnerRequest, TargetHistoryPage, TargetHistoryRequest } from './list-pages.rule'

/** Lists read a page at a time from the server (docs/api/paging.md): sorted, searched and counted there. */
export interface ListPages {
  /** The signed-in staff member's centres. */
  centres(q: CentrePageRequest): TaskEither<GatewayError, CentrePage>
  /** A centre's fitness employees. */
  employees(q: EmployeeListRequest): TaskEither<GatewayError, EmployeeListPage>
  /** A centre's target upload history. */
  targetHistory(q: TargetHistoryRequest): TaskEither<GatewayError, TargetHistoryPage>
  /** A centre's owners of active leads. */
  leadOwners(q: LeadOwnerRequest): TaskEither<GatewayError, LeadOwnerPage>
  /** A centre's history of one kind of bulk upload. */
  bulkHistory(q: BulkHistoryRequest): TaskEither<GatewayError, BulkHistoryPage>
}
