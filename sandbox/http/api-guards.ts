import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import type { Db } from '../db/database'
import type { ApiEnv } from './api-env'
import { CENTRE_NOT_YOURS } from '../selling/messages'
import { staffForSession } from './sessions'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** State-changing requests must carry the custom header and a JSON body type (CSRF defence). */
export const requireCsrfHeader: MiddlewareHandler = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next()
  if (c.req.header(CSRF_HEADER) !== CSRF_VALUE) return c.json({ message: 'This request is missing the portal request header.' }, 403)
  const type = c.req.header('content-type') ?? ''
  const length = Number(c.req.header('content-length') ?? '0')
  if (length > 0 && !type.toLowerCase().startsWith('application/json'))
    return c.json({ message: 'Send the request body as JSON.' }, 415)
  return next()
}

/** Every API call needs a signed-in staff member. */
export const requireSession =
  (db: Db): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const staff = staffForSession(db, getCookie(c, SESSION_COOKIE))
    if (staff === undefined) return c.json({ message: 'Please sign in.' }, 401)
    c.set('staff', staff)
    return next()
  }

export type AccessLevel = 'VIEW' | 'EDIT'

/**
 * The server's own permission check, whatever the UI shows: the signed-in staff member needs
 * `level` on `resource` (EDIT implies nothing else; VIEW is satisfied by a VIEW entry or an EDIT one).
 */
export const requirePermission =
  (resource: string, level: AccessLevel = 'VIEW'): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const levels = c.get('staff').permissions[resource] ?? []
    const ok = level === 'VIEW' ? levels.length > 0 : levels.includes('EDIT')
    if (!ok) return c.json({ message: `You need ${level} access on ${resource} for this.` }, 403)
    return next()
  }

/** Names under which a request names a centre by its id, and by its centre service id. */
const CENTRE_ID_KEYS = new Set(['centerId', 'centreId'])
const SERVICE_ID_KEYS = new Set(['centerServiceId', 'centerServiceCenterId'])

type CentreRefs = { ids: number[]; serviceIds: number[] }

const asInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : undefined

/** Collects centre references from a JSON body, at any depth (order bodies carry them nested). */
const collect = (v: unknown, refs: CentreRefs, depth: number): void => {
  if (depth > 6 || v === null || typeof v !== 'object') return
  if (Array.isArray(v)) {
    for (const x of v.slice(0, 50)) collect(x, refs, depth + 1)
    return
  }
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    const n = asInt(x)
    if (n !== undefined && CENTRE_ID_KEYS.has(k)) refs.ids.push(n)
    else if (n !== undefined && SERVICE_ID_KEYS.has(k)) refs.serviceIds.push(n)
    else collect(x, refs, depth + 1)
  }
}

/**
 * Staff act only at their own centres: a call naming a centre (centerId, centerServiceId, in the
 * query or anywhere in a JSON body) that exists and is not in the signed-in staff member's list is
 * refused with 403 before the route runs. An unknown centre is left to the route (404).
 */
export const requireOwnCentre =
  (db: Db): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const refs: CentreRefs = { ids: [], serviceIds: [] }
    for (const [k, v] of Object.entries(c.req.query())) {
      const n = asInt(v)
      if (n === undefined) continue
      if (CENTRE_ID_KEYS.has(k)) refs.ids.push(n)
      else if (SERVICE_ID_KEYS.has(k)) refs.serviceIds.push(n)
    }
    if (WRITE_METHODS.has(c.req.method)) {
      // Hono keeps the parsed body, so the route reads it again without a second parse.
      const body: unknown = await c.req.json().catch(() => undefined)
      collect(body, refs, 0)
    }
    if (refs.ids.length === 0 && refs.serviceIds.length === 0) return next()
    const own = new Set(c.get('staff').centres)
    const byId = db.prepare('SELECT id FROM centres WHERE id = ?').pluck()
    const byService = db.prepare('SELECT id FROM centres WHERE center_service_id = ?').pluck()
    const named = [...refs.ids.map((id) => byId.get(id)), ...refs.serviceIds.map((s) => byService.get(s))].filter(
      (x): x is number => typeof x === 'number',
    )
    if (named.some((id) => !own.has(id))) return c.json({ message: CENTRE_NOT_YOURS }, 403)
    return next()
  }
