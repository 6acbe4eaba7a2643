import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Centre } from '../../core/centre/centre'
import { filterEmployees } from '../../core/employee/employee-profile.rule'
import type { EmployeeBook } from '../../core/employee/employee-book.port'
import type { LeadBook } from '../../core/lead/lead-book.port'
import type { BulkUploadDesk } from '../../core/operations/bulk-upload-desk.port'
import type { TargetUploadDesk } from '../../core/operations/target-upload-desk.port'
import { type GatewayError, rejected } from '../../core/shared/errors'
import type { ListPages } from '../../core/shared/list-pages.port'
import { BULK_HISTORY_SORTS, CENTRE_SORTS, EMPLOYEE_LIST_SORTS, LEAD_OWNER_SORTS, type ListPage, type LeadOwner, TARGET_HISTORY_SORTS } from '../../core/shared/list-pages.rule'
import { type PageKey, type PageRequest, type SortChoice, checkPageRequest, compareKeys, decodeCursor, encodeCursor, pagingScope } from '../../core/shared/paging.rule'

const sign = (text: string): string => `mem${text.length}`

/** Pages a list held in memory by the paging rule (the same order, cursors and refusals as the server). */
const pageOf = <Row>(rows: readonly Row[], all: number, r: PageRequest, sorts: SortChoice, scopeParts: readonly (string | number)[], key: (row: Row) => PageKey): E.Either<GatewayError, ListPage<Row>> => {
  const ask = checkPageRequest(r, sorts)
  if (E.isLeft(ask)) return E.left(rejected(ask.left))
  const a = ask.right
  const dirs = [a.direction, a.direction]
  const scope = pagingScope(scopeParts.join('/'), [a.sortKey, a.direction, a.search.toLowerCase()])
  const after = a.cursor === undefined ? undefined : decodeCursor(a.cursor, scope, sign)
  if (after !== undefined && E.isLeft(after)) return E.left(rejected(after.left))
  const sorted = [...rows].sort((x, y) => compareKeys(key(x), key(y), dirs))
  const rest = after === undefined ? sorted : sorted.filter((x) => compareKeys(key(x), after.right, dirs) > 0)
  const shown = rest.slice(0, a.pageSize)
  const last = shown[shown.length - 1]
  return E.right({ rows: shown, total: rows.length, all, next: rest.length > a.pageSize && last !== undefined ? encodeCursor(scope, key(last), sign) : undefined, pageSize: a.pageSize })
}

const has = (q: string, ...texts: readonly string[]): boolean => {
  const s = q.trim().toLowerCase()
  return s === '' || texts.some((t) => t.toLowerCase().includes(s))
}

const lift = <A>(t: TaskEither<GatewayError, E.Either<GatewayError, A>>): TaskEither<GatewayError, A> => pipe(t, TE.chainEitherK((x) => x))

/** The paged lists over the in-process ports: centres, employees, upload history and lead owners, paged as the server pages them. */
export const createInMemoryListPages = (d: { readonly centres: () => readonly Centre[]; readonly employees: EmployeeBook; readonly targets: TargetUploadDesk; readonly leads: LeadBook; readonly bulk: BulkUploadDesk }): ListPages => ({
  centres: (q) => {
    const all = d.centres()
    const found = all.map((c, i) => ({ c, i })).filter((x) => has(q.search ?? '', x.c.name, x.c.locality))
    return TE.fromEither(pipe(pageOf(found, all.length, q, CENTRE_SORTS, ['centres'], (x) => [x.i, x.c.id]), E.map((p) => ({ ...p, rows: p.rows.map((x) => x.c) }))))
  },
  employees: (q) =>
    lift(
      pipe(
        d.employees.page(q.centerServiceId, 0, 1000),
        TE.map((p) => {
          const found = filterEmployees(p.content, { text: q.search ?? '', role: q.role, status: q.status })
          return pageOf(found, p.content.length, q, EMPLOYEE_LIST_SORTS, ['employees', q.centerServiceId, q.role ?? '', q.status ?? ''], (e) => [e.name.toLowerCase(), e.agentId])
        }),
      ),
    ),
  targetHistory: (q) =>
    lift(
      pipe(
        d.targets.history(q.centreId, q.entity),
        TE.map((rows) => pageOf(rows.filter((r) => has(q.search ?? '', r.file, r.uploadedBy, r.targetMetric)), rows.length, q, TARGET_HISTORY_SORTS, ['targets', q.centreId, q.entity ?? ''], (r) => [r.uploadedOn, r.file])),
      ),
    ),
  leadOwners: (q) =>
    lift(
      pipe(
        d.leads.search({ userIds: [], centerServiceIds: [q.centerServiceId], leadCategories: [], leadStatuses: ['ACTIVE'] }),
        TE.map((res) => {
          const m = new Map<string, LeadOwner>()
          for (const l of res.leads) {
            if (l.assigneeId === '') continue
            const o = m.get(l.assigneeId) ?? { assigneeId: l.assigneeId, assigneeName: l.assigneeName, activeLeads: 0 }
            m.set(l.assigneeId, { ...o, activeLeads: o.activeLeads + 1 })
          }
          const owners = [...m.values()]
          return pageOf(owners.filter((o) => has(q.search ?? '', o.assigneeName)), owners.length, q, LEAD_OWNER_SORTS, ['owners', q.centerServiceId], (o) => [o.assigneeName.toLowerCase(), o.assigneeId])
        }),
      ),
    ),
  bulkHistory: (q) =>
    lift(
      pipe(
        d.bulk.history(q.kind, q.centreId),
        TE.map((rows) =>
          pageOf(rows.filter((r) => has(q.search ?? '', r.fileName, r.uploadedBy, r.type ?? '')), rows.length, q, BULK_HISTORY_SORTS, ['bulk', q.kind, q.centreId], (r) => [r.uploadedOn, r.uploadId]),
        ),
      ),
    ),
})
