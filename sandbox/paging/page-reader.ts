import * as E from 'fp-ts/Either'
import { PAGE_CURSOR_INVALID } from '../../core/shared/messages/paging'
import { type PageAsk, type PageKey, decodeCursor, encodeCursor } from '../../core/shared/paging.rule'
import type { Signer } from '../../core/shared/paging.rule'
import type { Db } from '../db/database'
import { type OrderPart, afterKeySql, keyParams, orderBySql } from './keyset'

/**
 * One paged list's SQL (docs/api/paging.md): what a row selects, the FROM and WHERE of the rows
 * the filters and search find (`from`, ending in a WHERE clause), the order (the sort key, then a
 * unique tie-breaker), and optionally a GROUP BY. The order's expressions are selected as _k0, _k1...
 * so the last row's key becomes the next cursor.
 */
export type PageSql = {
  readonly select: string
  readonly from: string
  readonly params: Record<string, string | number>
  readonly order: readonly OrderPart[]
  readonly groupBy?: string
}

export type ReadPage<Row> = { readonly rows: readonly Row[]; readonly total: number; readonly next: string | null }

/**
 * Reads one page: the rows after the cursor's key (none: the first page) in the list's order, one
 * more than the page to know whether a next page exists, and the count of every row found. A cursor
 * from another scope, edited, or of another shape is refused with the paging rule's message.
 */
export const readPage = <Row extends Record<string, unknown>>(db: Db, sign: Signer, scope: string, ask: PageAsk, q: PageSql): E.Either<string, ReadPage<Row>> => {
  let after: PageKey | undefined
  if (ask.cursor !== undefined) {
    const k = decodeCursor(ask.cursor, scope, sign)
    if (E.isLeft(k)) return E.left(k.left)
    if (k.right.length !== q.order.length) return E.left(PAGE_CURSOR_INVALID)
    after = k.right
  }
  const keys = q.order.map((p, i) => `${p.expr} AS _k${i}`).join(', ')
  const seek = after === undefined ? '' : ` AND ${afterKeySql(q.order)}`
  const group = q.groupBy === undefined ? '' : ` GROUP BY ${q.groupBy}`
  const rows = db
    .prepare(`SELECT ${q.select}, ${keys} ${q.from}${seek}${group} ${orderBySql(q.order)} LIMIT :limit`)
    .all({ ...q.params, ...(after === undefined ? {} : keyParams(after)), limit: ask.pageSize + 1 }) as (Row & Record<string, string | number>)[]
  const shown = rows.slice(0, ask.pageSize)
  const last = shown[shown.length - 1]
  const total = db.prepare(q.groupBy === undefined ? `SELECT COUNT(*) ${q.from}` : `SELECT COUNT(*) FROM (SELECT 1 ${q.from}${group})`).pluck().get(q.params) as number
  const next = rows.length > ask.pageSize && last !== undefined ? encodeCursor(scope, q.order.map((_, i) => last[`_k${i}`] as string | number), sign) : null
  return E.right({ rows: shown, total, next })
}
