import * as E from 'fp-ts/Either'
import { PAGE_CURSOR_FOREIGN, PAGE_CURSOR_INVALID, pageSearchTooLong, pageSizeOutOfRange, pageSortNotAllowed } from './messages/paging'

/**
 * Keyset paging: the contract every list that can grow without bound is read by (docs/api/paging.md).
 *
 * A page is asked for with a page size (bounded), a sort key from the list's own allowed keys and a
 * direction, a search text (bounded) and, after the first page, the cursor the previous page
 * answered. The cursor is opaque to the client: the last row's sort key and a unique tie-breaker,
 * bound to the list it came from (its scope: the list, the centre, the range, the sort and the
 * search) and signed by the server, so a cursor edited by hand, or one from another centre's list,
 * is refused rather than read.
 *
 * What following `next` guarantees, for one scope: rows are read in one total order (the sort key,
 * then the tie-breaker, both in the chosen direction); no row is listed twice and no row that was
 * there when the first page was read and is still there (its sort key unchanged) is skipped, however
 * many rows are added or removed between two page reads. A row added after the cursor's position
 * is listed when its page comes; one added before it is not (it shows on a fresh first page).
 */

export type SortDirection = 'ASC' | 'DESC'
/** One part of a row's position in the order: a text or a whole number (never null; the server coalesces). */
export type KeyValue = string | number
/** Where a page ends: the values of the order's parts for its last row. */
export type PageKey = readonly KeyValue[]

import { PAGE_CURSOR_MAX, PAGE_SEARCH_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from './paging-bounds'

export { PAGE_CURSOR_MAX, PAGE_SEARCH_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN, PAGE_SORT_KEY_MAX } from './paging-bounds'

/** What a client asks of one page. */
export type PageRequest = {
  readonly pageSize?: number
  readonly cursor?: string
  readonly sortKey?: string
  readonly direction?: SortDirection
  readonly search?: string
}

/** A page request checked against a list's allowed sorts: every field decided. */
export type PageAsk = {
  readonly pageSize: number
  readonly cursor: string | undefined
  readonly sortKey: string
  readonly direction: SortDirection
  readonly search: string
}

/** A list's sorts: the keys a client may sort by and the order it opens in. */
export type SortChoice = { readonly keys: readonly string[]; readonly defaultKey: string; readonly defaultDirection: SortDirection }

/** Checks a page request's bounds and sort against a list's sorts (the search is trimmed). */
export const checkPageRequest = (r: PageRequest, sorts: SortChoice): E.Either<string, PageAsk> => {
  const pageSize = r.pageSize ?? PAGE_SIZE_DEFAULT
  if (!Number.isInteger(pageSize) || pageSize < PAGE_SIZE_MIN || pageSize > PAGE_SIZE_MAX) return E.left(pageSizeOutOfRange(PAGE_SIZE_MIN, PAGE_SIZE_MAX))
  const search = (r.search ?? '').trim()
  if (search.length > PAGE_SEARCH_MAX) return E.left(pageSearchTooLong(PAGE_SEARCH_MAX))
  const sortKey = r.sortKey ?? sorts.defaultKey
  if (!sorts.keys.includes(sortKey)) return E.left(pageSortNotAllowed(sorts.keys))
  if (r.cursor !== undefined && (r.cursor === '' || r.cursor.length > PAGE_CURSOR_MAX)) return E.left(PAGE_CURSOR_INVALID)
  const direction = r.direction ?? (r.sortKey === undefined ? sorts.defaultDirection : 'ASC')
  return E.right({ pageSize, cursor: r.cursor, sortKey, direction, search })
}

/**
 * The scope a cursor belongs to, written one way only: the list and every choice that shapes its
 * order and its rows (parts in the order given; a part's text may hold any character).
 */
export const pagingScope = (list: string, parts: readonly (string | number)[]): string => JSON.stringify([list, ...parts])

/** Signs a text (the server's keyed hash; the client never signs). */
export type Signer = (text: string) => string

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

const toBase64Url = (bytes: Uint8Array): string => {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!
    if (b !== undefined) out += B64[(n >> 6) & 63]!
    if (c !== undefined) out += B64[n & 63]!
  }
  return out
}

const fromBase64Url = (s: string): Uint8Array | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return undefined
  const bytes: number[] = []
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4)
    const v = [...chunk].map((ch) => B64.indexOf(ch))
    const n = ((v[0] ?? 0) << 18) | ((v[1] ?? 0) << 12) | ((v[2] ?? 0) << 6) | (v[3] ?? 0)
    bytes.push((n >> 16) & 255)
    if (chunk.length > 2) bytes.push((n >> 8) & 255)
    if (chunk.length > 3) bytes.push(n & 255)
  }
  return Uint8Array.from(bytes)
}

const isKey = (u: unknown): u is PageKey =>
  Array.isArray(u) && u.length > 0 && u.length <= 8 && u.every((v) => (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isSafeInteger(v)))

/** The cursor of a page that ends at `key`, in the list of `scope`: base64url of the scope and key, a dot, the signature. */
export const encodeCursor = (scope: string, key: PageKey, sign: Signer): string => {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify({ s: scope, k: key })))
  return `${body}.${sign(body)}`
}

/**
 * Reads a cursor back: the key it ends at, if it is one this server signed (PAGE_CURSOR_INVALID
 * otherwise) and it belongs to the list asked for now (PAGE_CURSOR_FOREIGN otherwise).
 */
export const decodeCursor = (cursor: string, scope: string, sign: Signer): E.Either<string, PageKey> => {
  const dot = cursor.indexOf('.')
  if (dot <= 0 || cursor.length > PAGE_CURSOR_MAX) return E.left(PAGE_CURSOR_INVALID)
  const body = cursor.slice(0, dot)
  if (!signaturesMatch(sign(body), cursor.slice(dot + 1))) return E.left(PAGE_CURSOR_INVALID)
  const bytes = fromBase64Url(body)
  if (bytes === undefined) return E.left(PAGE_CURSOR_INVALID)
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return E.left(PAGE_CURSOR_INVALID)
  }
  if (typeof parsed !== 'object' || parsed === null) return E.left(PAGE_CURSOR_INVALID)
  const { s, k } = parsed as { s?: unknown; k?: unknown }
  if (typeof s !== 'string' || !isKey(k)) return E.left(PAGE_CURSOR_INVALID)
  return s === scope ? E.right(k) : E.left(PAGE_CURSOR_FOREIGN)
}

/** Compares two signatures in time that does not depend on where they differ. */
const signaturesMatch = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  let d = 0
  for (let i = 0; i < a.length; i += 1) d |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return d === 0
}

const compareValue = (a: KeyValue, b: KeyValue): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0

/**
 * How two rows' keys compare in a list's order (negative: `a` comes first), each part in its own
 * direction. The server's ORDER BY and its keyset condition are this order.
 */
export const compareKeys = (a: PageKey, b: PageKey, directions: readonly SortDirection[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const c = compareValue(a[i]!, b[i]!)
    if (c !== 0) return directions[i] === 'DESC' ? -c : c
  }
  return a.length - b.length
}

/** The pages of a list: 'current / total' from the rows found and the page size (at least one page). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))
