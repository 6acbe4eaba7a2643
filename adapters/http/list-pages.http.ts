import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { EpochMs } from '../../core/shared/brands'
import type { ListPages } from '../../core/shared/list-pages.port'
import type { PageRequest } from '../../core/shared/paging.rule'
import { centreFromWire } from './centre.mapping'
import { PEOPLE_PAGE_PATHS, BulkHistoryPageWire, CentrePageWire, EmployeeListPageWire, LeadOwnerPageWire, TargetHistoryPageWire } from './contract/people-pages.codecs'
import { employeeOf } from './employee-book.http'
import type { HttpClient } from './http-client'
import { bulkUploadPath } from './contract/uploads.codecs'

/** A page's choices as the body carries them (an empty search is no search). */
const pageFields = (r: PageRequest) => ({
  ...(r.pageSize === undefined ? {} : { pageSize: r.pageSize }),
  ...(r.cursor === undefined ? {} : { cursor: r.cursor }),
  ...(r.sortKey === undefined ? {} : { sortKey: r.sortKey }),
  ...(r.direction === undefined ? {} : { direction: r.direction }),
  ...(r.search === undefined || r.search.trim() === '' ? {} : { search: r.search.trim() }),
})

const info = (w: { readonly total: number; readonly all: number; readonly next: string | null; readonly pageSize: number }) => ({ total: w.total, all: w.all, next: w.next ?? undefined, pageSize: w.pageSize })

/** The paged lists over HTTP (docs/api/paging.md): a POST a page, the search in the body. */
export const createHttpListPages = (http: HttpClient): ListPages => ({
  centres: (q) => pipe(http.send({ path: PEOPLE_PAGE_PATHS.centres, data: pageFields(q) }, CentrePageWire), TE.map((w) => ({ rows: w.centres.map(centreFromWire), ...info(w) }))),
  employees: (q) =>
    pipe(
      http.send(
        {
          path: PEOPLE_PAGE_PATHS.employees,
          data: { centerServiceId: q.centerServiceId, ...(q.role === undefined ? {} : { role: q.role }), ...(q.status === undefined ? {} : { status: q.status }), ...pageFields(q) },
        },
        EmployeeListPageWire,
      ),
      TE.map((w) => ({ rows: w.employees.map(employeeOf), ...info(w) })),
    ),
  targetHistory: (q) =>
    pipe(
      http.send({ path: PEOPLE_PAGE_PATHS.targetUploadHistory, data: { centerId: q.centreId, ...(q.entity === undefined ? {} : { ownerEntityIdentifier: q.entity }), ...pageFields(q) } }, TargetHistoryPageWire),
      TE.map((w) => ({
        rows: w.rows.map(({ reason, problems, uploadedOn, ...r }) => ({
          ...r,
          uploadedOn: uploadedOn as EpochMs,
          ...(reason === null || reason === undefined ? {} : { reason }),
          ...(problems === null || problems === undefined || problems.length === 0 ? {} : { problems }),
        })),
        ...info(w),
      })),
    ),
  leadOwners: (q) =>
    pipe(http.send({ path: PEOPLE_PAGE_PATHS.leadOwners, data: { centerServiceId: q.centerServiceId, ...pageFields(q) } }, LeadOwnerPageWire), TE.map((w) => ({ rows: w.owners, ...info(w) }))),
  bulkHistory: (q) =>
    pipe(
      http.send({ path: bulkUploadPath(PEOPLE_PAGE_PATHS.bulkUploadHistory, q.kind), data: { centerId: q.centreId, ...pageFields(q) } }, BulkHistoryPageWire),
      TE.map((w) => ({
        rows: w.rows.map(({ type, uploadedOn, ...r }) => ({ ...r, ...(type === null || type === undefined ? {} : { type }), uploadedOn: uploadedOn as EpochMs })),
        ...info(w),
      })),
    ),
})
