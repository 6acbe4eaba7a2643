import * as E from 'fp-ts/Either'
import type { CentreTaskPageWireT, CentreTaskWire } from '../../adapters/http/contract/task-desk.codecs'
import type { TaskWire } from '../../adapters/http/contract/task.codecs'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import { type PageKey, type PageRequest, type Signer, checkPageRequest, decodeCursor, encodeCursor } from '../../core/shared/paging.rule'
import type { TaskDue } from '../../core/task/task-desk'
import { TASK_LIST_SORTS, taskDueRange, taskPagingScope, taskStatusesInOrder } from '../../core/task/task-paging.rule'
import type { Db } from '../db/database'
import { type OrderPart, afterKeySql, keyParams, orderBySql } from '../paging/keyset'
import { taskDueSql } from './task-due-sql'

export type TaskPageRefusal = { readonly status: 400; readonly message: string }

const DUE = taskDueSql('t')
const CUSTOMER = `CASE WHEN c.first_name IS NULL THEN t.user_id ELSE trim(c.first_name || ' ' || COALESCE(c.last_name, '')) END`
const SEARCHABLE = [CUSTOMER, 't.user_id', `json_extract(t.data, '$.campaignName')`]
const FROM = `FROM crm_tasks t LEFT JOIN customers c ON c.id = t.user_id`

type Row = { data: string; centreId: number; dueAt: number; customer: string; _k0: number; _k1: string }

/** A task row as the task list answers it (the same as the whole list's). */
const wireOf = (r: Row): CentreTaskWire => ({ ...(JSON.parse(r.data) as TaskWire), customerName: r.customer, centerId: r.centreId, dueTime: r.dueAt })

/** The order of the task list: when the next call is due (never: last), then the task id, both in the direction asked. */
const orderOf = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: DUE, dir },
  { expr: 't.uuid', dir },
]

/** The SQL a page of the task list reads its rows with (for EXPLAIN QUERY PLAN in the tests). */
export const taskPageSql = (withCursor: boolean, due: boolean): string => {
  const parts = orderOf('ASC')
  return `SELECT t.uuid ${FROM} WHERE t.centre_id = :c${due ? ` AND ${DUE} >= :dueFrom AND ${DUE} < :dueTo` : ''}${withCursor ? ` AND ${afterKeySql(parts)}` : ''} ${orderBySql(parts)} LIMIT 11`
}

/**
 * One page of a centre's task list (/crmTasks), read along its index: the tasks after the cursor
 * (the first page without one) that the status and due filters and the search keep, their count,
 * the centre's tasks in all and their statuses (from the counts kept on write), and the next page's cursor.
 */
export const centreTaskPage = (
  db: Db,
  sign: Signer,
  centreId: number,
  q: PageRequest & { readonly status?: string | undefined; readonly due?: TaskDue | undefined },
  now: number,
): E.Either<TaskPageRefusal, CentreTaskPageWireT> => {
  const checked = checkPageRequest(q, TASK_LIST_SORTS)
  if (E.isLeft(checked)) return E.left({ status: 400, message: checked.left })
  const ask = checked.right
  const scope = taskPagingScope({ centreId, status: q.status, due: q.due }, ask)
  let after: PageKey | undefined
  if (ask.cursor !== undefined) {
    const k = decodeCursor(ask.cursor, scope, sign)
    if (E.isLeft(k)) return E.left({ status: 400, message: k.left })
    if (k.right.length !== 2 || typeof k.right[0] !== 'number' || typeof k.right[1] !== 'string') return E.left({ status: 400, message: M.PAGE_CURSOR_INVALID })
    after = k.right
  }
  const status = q.status === undefined || q.status === '' ? undefined : q.status
  const range = q.due === undefined ? undefined : taskDueRange(q.due, epochMs(now))
  const search = ask.search.toLowerCase()
  const where = [
    't.centre_id = :c',
    ...(status === undefined ? [] : [`json_extract(t.data, '$.status') = :status`]),
    ...(range === undefined ? [] : [`${DUE} >= :dueFrom AND ${DUE} < :dueTo`]),
    ...(search === '' ? [] : [`(${SEARCHABLE.map((x) => `instr(lower(${x}), :q) > 0`).join(' OR ')})`]),
  ].join(' AND ')
  const params: Record<string, string | number> = {
    c: centreId,
    ...(status === undefined ? {} : { status }),
    ...(range === undefined ? {} : { dueFrom: range.from, dueTo: range.to }),
    ...(search === '' ? {} : { q: search }),
  }
  const parts = orderOf(ask.direction)
  const rows = db
    .prepare(
      `SELECT t.data AS data, t.centre_id AS centreId, t.due_at AS dueAt, ${CUSTOMER} AS customer, ${DUE} AS _k0, t.uuid AS _k1 ${FROM} WHERE ${where}${after === undefined ? '' : ` AND ${afterKeySql(parts)}`} ${orderBySql(parts)} LIMIT :limit`,
    )
    .all({ ...params, ...(after === undefined ? {} : keyParams(after)), limit: ask.pageSize + 1 }) as Row[]
  const shown = rows.slice(0, ask.pageSize)
  const last = shown[shown.length - 1]
  // The centre's counts by status are kept on write (task-counts-sql.ts): `all`, `statuses` and an
  // unfiltered or status-only `total` read a few rows; a due filter counts along its index; a search scans.
  const kept = db.prepare('SELECT status, tasks FROM task_status_counts WHERE centre_id = ? AND tasks > 0').all(centreId) as { status: string; tasks: number }[]
  const all = kept.reduce((n, r) => n + r.tasks, 0)
  const statuses = kept.map((r) => r.status).filter((x) => x !== '')
  const total =
    search === '' && range === undefined
      ? status === undefined
        ? all
        : (kept.find((r) => r.status === status)?.tasks ?? 0)
      : Number(db.prepare(`SELECT COUNT(*) ${search === '' ? 'FROM crm_tasks t' : FROM} WHERE ${where}`).pluck().get(params) ?? 0)
  return E.right({
    tasks: shown.map(wireOf),
    total,
    all,
    statuses: [...taskStatusesInOrder(statuses)],
    next: rows.length > ask.pageSize && last !== undefined ? encodeCursor(scope, [last._k0, last._k1], sign) : null,
    pageSize: ask.pageSize,
  })
}
