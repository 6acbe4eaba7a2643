import { createHmac } from 'node:crypto'
import type { PageKey, Signer, SortDirection } from '../../core/shared/paging.rule'
import type { Db } from '../db/database'
import { signingKey } from '../secrets/signing-key'

/** One part of a list's order: an SQL expression (never null) and its direction. */
export type OrderPart = { readonly expr: string; readonly dir: SortDirection }

/** The ORDER BY of a list's order. */
export const orderBySql = (parts: readonly OrderPart[]): string => `ORDER BY ${parts.map((p) => `${p.expr} ${p.dir}`).join(', ')}`

/**
 * The condition of the rows after a key in a list's order (core compareKeys's order): a seek bound
 * on the first part (so the index is entered at the key, not walked from its start), then the
 * lexicographic rule part by part. Parameters :k0, :k1... hold the key.
 */
export const afterKeySql = (parts: readonly OrderPart[]): string => {
  const after = (i: number): string => {
    const p = parts[i]
    if (p === undefined) return '0'
    const op = p.dir === 'ASC' ? '>' : '<'
    return i === parts.length - 1 ? `${p.expr} ${op} :k${i}` : `(${p.expr} ${op} :k${i} OR (${p.expr} = :k${i} AND ${after(i + 1)}))`
  }
  const first = parts[0]
  if (first === undefined) return '1'
  return `${first.expr} ${first.dir === 'ASC' ? '>=' : '<='} :k0 AND ${after(0)}`
}

/** The key's parameters for afterKeySql. */
export const keyParams = (key: PageKey): Record<string, string | number> => Object.fromEntries(key.map((v, i) => [`k${i}`, v]))

/** The sandbox's cursor signature: an HMAC-SHA256 with the data folder's signing key. */
export const cursorSigner = (db: Db): Signer => {
  const key = signingKey(db)
  return (text) => createHmac('sha256', key).update(`cursor:${text}`).digest('base64url')
}
