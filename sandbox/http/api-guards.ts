import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import type { Db } from '../db/database'
import type { ApiEnv } from './api-env'
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
